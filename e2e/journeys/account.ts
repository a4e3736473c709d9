// placeholder, filled below
export {}

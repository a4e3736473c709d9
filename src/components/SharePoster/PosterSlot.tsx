// weapp (and tests): the poster is part of the page's code — mini programs have no lazy chunks.
// H5 loads it on demand (PosterSlot.h5.tsx), out of the pages' start-up JavaScript.
export { default as PosterSlot } from '../Poster'

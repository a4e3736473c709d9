// H5 cannot push RTMP from the browser: nothing to render (the page shows the push URL for OBS).
export function LiveCamera (_props: { url: string, pushing: boolean }) {
  return null
}

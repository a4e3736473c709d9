// Names of the extra icons (extra.scss). A page that uses them imports components/Icon/extra.scss (by a relative path: jest maps '@/' before styles).
export type ExtraIconName =
  | 'x-heart' | 'x-heart-fill' | 'x-share' | 'x-more' | 'x-home' | 'x-star-fill' | 'x-phone' | 'x-clock'
  | 'x-del' | 'x-close' | 'x-plus' | 'x-minus' | 'x-triangle-up' | 'x-triangle-down' | 'x-check-normal'
  | 'x-checked' | 'x-footprint' | 'x-tips' | 'x-category' | 'x-edit' | 'x-image' | 'x-follow-add' | 'x-shield'
  | 'x-eye' | 'x-notice'

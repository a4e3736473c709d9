// weapp (and tests): the feed is part of the home page's code. H5 loads it lazily (FeedSlot.h5.tsx).
export { HomeFeedSection as FeedSlot } from './HomeFeed'

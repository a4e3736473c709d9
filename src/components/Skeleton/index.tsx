import { View } from '@tarojs/components'
import './index.scss'

/** Grey placeholder blocks with a shimmer, shaped like the home page while it loads. */
export function HomeSkeleton () {
  return (
    <View className='skeleton' aria-busy>
      <View className='skeleton__block skeleton__banner' />
      <View className='skeleton__grid'>
        {Array.from({ length: 10 }).map((_, i) => (
          <View key={i} className='skeleton__entry'>
            <View className='skeleton__block skeleton__circle' />
            <View className='skeleton__block skeleton__line skeleton__line--short' />
          </View>
        ))}
      </View>
      <View className='skeleton__block skeleton__line skeleton__line--notice' />
      <View className='skeleton__cards'>
        {Array.from({ length: 4 }).map((_, i) => (
          <View key={i} className='skeleton__card'>
            <View className='skeleton__block skeleton__image' />
            <View className='skeleton__block skeleton__line' />
            <View className='skeleton__block skeleton__line skeleton__line--half' />
          </View>
        ))}
      </View>
    </View>
  )
}

/** A few grey lines for a card that is loading. */
export function LinesSkeleton ({ rows = 3 }: { rows?: number }) {
  return (
    <View className='skeleton skeleton--lines'>
      {Array.from({ length: rows }).map((_, i) => (
        <View key={i} className={`skeleton__block skeleton__line ${i === rows - 1 ? 'skeleton__line--half' : ''}`} />
      ))}
    </View>
  )
}

/** A category screen while the tree loads: a side column of names and a grid of picture tiles. */
export function CategorySkeleton () {
  return (
    <View className='skeleton skeleton--category' aria-busy>
      <View className='skeleton__side'>
        {Array.from({ length: 8 }).map((_, i) => <View key={i} className='skeleton__block skeleton__line' />)}
      </View>
      <View className='skeleton__tiles'>
        <View className='skeleton__block skeleton__tiles-banner' />
        {Array.from({ length: 9 }).map((_, i) => (
          <View key={i} className='skeleton__tile'>
            <View className='skeleton__block skeleton__tile-image' />
            <View className='skeleton__block skeleton__line skeleton__line--short' />
          </View>
        ))}
      </View>
    </View>
  )
}

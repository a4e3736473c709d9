import type { AreaNode } from '../../../types/order'

// China's provinces, cities and districts from @vant/area-data (6-digit codes: 2 province, 2 city,
// 2 district digits), loaded on first use and kept: the tree for common/area and a lookup for
// checking an address's region.

interface AreaList { province_list: Record<string, string>, city_list: Record<string, string>, county_list: Record<string, string> }

export interface Region { province: string, city: string, district: string }

interface Areas { tree: AreaNode[], districts: Map<string, Region> }

let loaded: Promise<Areas> | null = null

async function load (): Promise<Areas> {
  const { areaList } = await import('@vant/area-data') as unknown as { areaList: AreaList }
  const provinces = new Map<string, AreaNode>()
  const cities = new Map<string, AreaNode>()
  const tree: AreaNode[] = []
  for (const [code, name] of Object.entries(areaList.province_list)) {
    const node: AreaNode = { code, name, children: [] }
    provinces.set(code.slice(0, 2), node)
    tree.push(node)
  }
  for (const [code, name] of Object.entries(areaList.city_list)) {
    const node: AreaNode = { code, name, children: [] }
    cities.set(code.slice(0, 4), node)
    provinces.get(code.slice(0, 2))?.children?.push(node)
  }
  const districts = new Map<string, Region>()
  for (const [code, name] of Object.entries(areaList.county_list)) {
    const city = cities.get(code.slice(0, 4))
    const province = provinces.get(code.slice(0, 2))
    if (city === undefined || province === undefined) continue
    city.children?.push({ code, name })
    districts.set(code, { province: province.name, city: city.name, district: name })
  }
  return { tree, districts }
}

async function areas (): Promise<Areas> {
  loaded ??= load()
  return await loaded
}

/** province → city → district */
export async function areaTree (): Promise<AreaNode[]> {
  return (await areas()).tree
}

/** The region of a district code, or null when there is no such district. */
export async function regionOf (adcode: string): Promise<Region | null> {
  return (await areas()).districts.get(adcode) ?? null
}

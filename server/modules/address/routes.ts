import { Type } from '@fastify/type-provider-typebox'
import { me, refused, t, type App } from '../../context'
import { isRefusal, ok } from '../../lib/envelope'
import { pageOf, PageQuery } from '../../lib/paging'
import { Id } from '../../lib/schemas'
import { dropEmptyQuery } from '../../lib/query'
import { areaTree } from './areas'
import { addressPage, deleteAddress, saveAddress } from './service'

// Lengths here only bound the input; the spec's messages come from the service's checks.
const AddressData = Type.Object({
  id: Type.Optional(Id),
  name: Type.String({ maxLength: 100 }),
  mobile: Type.String({ maxLength: 40 }),
  province: Type.String({ maxLength: 50 }),
  city: Type.String({ maxLength: 50 }),
  district: Type.String({ maxLength: 50 }),
  adcode: Type.String({ maxLength: 12 }),
  address: Type.String({ maxLength: 500 }),
  location: Type.Optional(Type.String({ maxLength: 60 })),
  default: Type.Optional(Type.Boolean())
})

export default async function addressRoutes (app: App): Promise<void> {
  const { db } = app.ctx

  app.get('/api/wanlshop/common/area', { schema: { querystring: Type.Object({}) } }, async () => {
    return ok(await areaTree())
  })

  app.get('/api/wanlshop/address/getaddress', {
    config: { auth: true },
    preValidation: dropEmptyQuery,
    schema: { querystring: Type.Object(PageQuery) }
  }, async (req) => {
    return ok(await addressPage(db, me(req).id, pageOf(req.query.page, req.query.limit)))
  })

  app.post('/api/wanlshop/address/address', {
    config: { auth: true },
    schema: { body: Type.Object({ type: Type.Union([Type.Literal('add'), Type.Literal('edit')]), data: AddressData }) }
  }, async (req) => {
    const res = await saveAddress(db, me(req).id, req.body.type, req.body.data)
    return isRefusal(res) ? refused(req, res) : ok(res, t(req, 'address.saved'))
  })

  app.post('/api/wanlshop/address/deladdress', {
    config: { auth: true },
    schema: { body: Type.Object({ id: Id }) }
  }, async (req) => {
    const res = await deleteAddress(db, me(req).id, req.body.id)
    return isRefusal(res) ? refused(req, res) : ok(null, t(req, 'address.deleted'))
  })
}

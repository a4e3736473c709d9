import { registerDomain } from '../index'
import type { DictShape } from '../types'

// The order confirmation (pages/user/order/addorder).

const zh = {
  checkout: {
    title: '确认订单',
    delivery: '快递配送',
    pickup: '到店自提',
    addAddress: '添加收货地址',
    addAddressDesc: '还没有收货地址，添加后才能下单',
    pickupName: '提货人',
    pickupNamePlaceholder: '请填写提货人姓名',
    pickupMobile: '联系电话',
    pickupMobilePlaceholder: '请填写提货人手机号',
    pickupHint: '订单商品均支持到店自提，下单后请凭提货人信息到店取货',
    freight: '运费',
    freeFreight: '包邮',
    remarks: '订单备注',
    remarksPlaceholder: '选填，给商家留言（200字以内）',
    goodsTotal: '商品金额',
    freightTotal: '运费合计',
    payWith: '可用支付',
    payWithHint: '商品以 USDT 计价，在收银台选择一种支付',
    payOption: '{amount} {asset}',
    payRate: '1 {unit} = {rate} USDT',
    shopSubtotal: '共 {n} 件，小计：',
    total: '合计：',
    count: '共 {n} 件',
    submit: '提交订单',
    submitting: '提交中…',
    addressRequired: '请选择收货地址',
    pickupNameRequired: '请填写提货人姓名',
    pickupMobileInvalid: '请填写正确的提货人手机号',
    badData: '订单商品信息有误',
    loadFailed: '订单信息加载失败',
    back: '返回',
    retry: '重试',
    loginTitle: '登录后确认订单',
    loginDesc: '连接钱包登录后即可下单'
  }
}

const en: DictShape<typeof zh> = {
  checkout: {
    title: 'Confirm order',
    delivery: 'Delivery',
    pickup: 'Self-pickup',
    addAddress: 'Add a delivery address',
    addAddressDesc: 'You need an address before you can order',
    pickupName: 'Picked up by',
    pickupNamePlaceholder: "Name of who picks it up",
    pickupMobile: 'Phone',
    pickupMobilePlaceholder: 'Their phone number',
    pickupHint: 'Every product here can be picked up in store; bring the contact details below',
    freight: 'Shipping',
    freeFreight: 'Free',
    remarks: 'Note',
    remarksPlaceholder: 'Note to the seller (optional)',
    goodsTotal: 'Items',
    freightTotal: 'Shipping',
    payWith: 'Pay with',
    payWithHint: 'Goods are priced in USDT; choose one at the cashier',
    payOption: '{amount} {asset}',
    payRate: '1 {unit} = {rate} USDT',
    shopSubtotal: '{n} {n|item|items}, subtotal: ',
    total: 'Total: ',
    count: '{n} {n|item|items}',
    submit: 'Place order',
    submitting: 'Placing…',
    addressRequired: 'Please choose a delivery address',
    pickupNameRequired: "Please enter the pickup contact's name",
    pickupMobileInvalid: "Please enter the pickup contact's valid phone number",
    badData: 'The order items are invalid',
    loadFailed: 'Could not load the order',
    back: 'Back',
    retry: 'Retry',
    loginTitle: 'Log in to check out',
    loginDesc: 'Connect your wallet to place orders'
  }
}

export default registerDomain('checkout', { zh, en })

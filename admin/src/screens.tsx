import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react'
import { AppstoreAddOutlined, AuditOutlined, GiftOutlined, CustomerServiceOutlined, DashboardOutlined, ExclamationCircleOutlined, FileImageOutlined, FundOutlined, IdcardOutlined, MessageOutlined, NotificationOutlined, PictureOutlined, RollbackOutlined, SettingOutlined, ShopOutlined, ShopTwoTone, ShoppingOutlined, TeamOutlined, WalletOutlined } from '@ant-design/icons'
import type { AdminRole } from '../../types/admin'
import { ANY_ADMIN } from '../../types/admin'
import type { Text } from './i18n'

// THE list of console screens: one entry per screen (its page file is
// pages/<domain>/<Screen>.tsx). The menu, the routes and the role check all read this list;
// a screen with a `queue` shows the count of that dashboard queue (a module's adminQueues key)
// as a badge. Keep `roles` the same as the screen's /api/admin routes allow.

export interface Screen {
  /** the page's path under /admin */
  path: string
  title: Text
  icon: ReactNode
  /** roles allowed besides super ([] = super only) */
  roles: readonly AdminRole[]
  page: LazyExoticComponent<ComponentType>
  /** the dashboard queue whose count this screen works off */
  queue?: string
}

export const screens: Screen[] = [
  {
    path: '/dashboard',
    title: { zh: '概览', en: 'Dashboard' },
    icon: <DashboardOutlined />,
    roles: ANY_ADMIN,
    page: lazy(async () => await import('./pages/dashboard/Dashboard'))
  },
  {
    path: '/users',
    title: { zh: '用户', en: 'Users' },
    icon: <TeamOutlined />,
    roles: ANY_ADMIN,
    page: lazy(async () => await import('./pages/users/Users'))
  },
  {
    path: '/shops',
    title: { zh: '店铺', en: 'Shops' },
    icon: <ShopOutlined />,
    roles: ANY_ADMIN,
    page: lazy(async () => await import('./pages/shops/Shops'))
  },
  {
    path: '/orders',
    title: { zh: '订单', en: 'Orders' },
    icon: <ShoppingOutlined />,
    roles: ['support', 'finance'],
    page: lazy(async () => await import('./pages/orders/Orders'))
  },
  {
    path: '/refunds',
    title: { zh: '退款仲裁', en: 'Refund arbitration' },
    icon: <RollbackOutlined />,
    roles: ['support'],
    page: lazy(async () => await import('./pages/refund/Refunds')),
    queue: 'refunds'
  },
  {
    path: '/complaints',
    title: { zh: '投诉', en: 'Complaints' },
    icon: <ExclamationCircleOutlined />,
    roles: ['support'],
    page: lazy(async () => await import('./pages/refund/Complaints')),
    queue: 'complaints'
  },
  {
    path: '/feedback',
    title: { zh: '意见反馈', en: 'Feedback' },
    icon: <MessageOutlined />,
    roles: ['reviewer'],
    page: lazy(async () => await import('./pages/refund/Feedback')),
    queue: 'feedback'
  },
  {
    path: '/posts',
    title: { zh: '动态审核', en: 'Posts' },
    icon: <PictureOutlined />,
    roles: ['reviewer'],
    page: lazy(async () => await import('./pages/find/Posts')),
    queue: 'posts'
  },
  {
    path: '/content',
    title: { zh: '内容', en: 'Content' },
    icon: <FileImageOutlined />,
    roles: ['reviewer'],
    page: lazy(async () => await import('./pages/content/Content'))
  },
  {
    path: '/service',
    title: { zh: '客服', en: 'Customer service' },
    icon: <CustomerServiceOutlined />,
    roles: ['support'],
    page: lazy(async () => await import('./pages/chat/Service')),
    queue: 'service'
  },
  {
    path: '/announcements',
    title: { zh: '公告', en: 'Announcements' },
    icon: <NotificationOutlined />,
    roles: ['reviewer'],
    page: lazy(async () => await import('./pages/notice/Announcements'))
  },
  {
    path: '/withdrawals',
    title: { zh: '提现', en: 'Withdrawals' },
    icon: <WalletOutlined />,
    roles: ['finance'],
    page: lazy(async () => await import('./pages/wallet/Withdrawals')),
    queue: 'withdrawals'
  },
  {
    path: '/real-names',
    title: { zh: '实名认证', en: 'Real-name' },
    icon: <IdcardOutlined />,
    roles: ['reviewer'],
    page: lazy(async () => await import('./pages/wallet/RealNames')),
    queue: 'real_names'
  },
  {
    path: '/economy',
    title: { zh: '通证经济', en: 'Economy' },
    icon: <FundOutlined />,
    roles: ['finance'],
    page: lazy(async () => await import('./pages/economy/Economy'))
  },
  {
    path: '/merchant-applications',
    title: { zh: '商家入驻', en: 'Merchant applications' },
    icon: <ShopTwoTone />,
    roles: ['reviewer'],
    page: lazy(async () => await import('./pages/merchant/Applications')),
    queue: 'merchant_applications'
  },
  {
    path: '/goods-review',
    title: { zh: '商品审核', en: 'Product review' },
    icon: <AppstoreAddOutlined />,
    roles: ['reviewer'],
    page: lazy(async () => await import('./pages/merchant/GoodsReview')),
    queue: 'goods_review'
  },
  {
    path: '/platform-coupons',
    title: { zh: '平台优惠券', en: 'Platform coupons' },
    icon: <GiftOutlined />,
    // finance: a platform coupon is money the platform gives away (modules/coupon/admin.ts)
    roles: ['finance'],
    page: lazy(async () => await import('./pages/coupon/PlatformCoupons'))
  },
  {
    path: '/settings',
    title: { zh: '设置', en: 'Settings' },
    icon: <SettingOutlined />,
    roles: ['finance'],
    page: lazy(async () => await import('./pages/settings/Settings'))
  },
  {
    path: '/audit',
    title: { zh: '操作日志', en: 'Audit' },
    icon: <AuditOutlined />,
    roles: [],
    page: lazy(async () => await import('./pages/audit/Audit'))
  }
]

export function canSee (screen: Screen, role: AdminRole): boolean {
  return role === 'super' || screen.roles.includes(role)
}

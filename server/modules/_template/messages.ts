// TEMPLATE: the domain's messages, every key in both languages, prefixed with the domain.

export const messages = {
  'example.wrong_state': { zh: '当前状态不允许此操作', en: 'This example is not in a state that allows this' },
  'example.done': { zh: '已完成', en: 'Done' }
} as const

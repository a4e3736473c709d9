import { registerDomain } from '../index'
import type { DictShape } from '../types'

// Daily sign-in (pages/user/signin/*, issue 18): the calendar, today's button, streaks, rewards,
// my history and the ranking.

const zh = {
  signin: {
    title: '每日签到',
    logTitle: '签到记录',
    rankTitle: '签到排行',
    signToday: '立即签到',
    signed: '今日已签到',
    signing: '签到中…',
    earned: '签到成功，获得 {n} 积分',
    nextReward: '今日签到可得 {n} 积分',
    tomorrow: '明天继续签到可得 {n} 积分',
    successions: '连续签到',
    maxsuccessions: '最长连续',
    prevMonth: '上个月',
    nextMonth: '下个月',
    monthTitle: '{y} 年 {m} 月',
    /** Sunday first, comma-separated */
    weekdays: '日,一,二,三,四,五,六',
    rewards: '签到奖励',
    rewardDay: '第 {n} 天',
    rewardLast: '第 {n} 天起',
    points: '{n} 积分',
    rule: '每天（北京时间）可签到一次；连续签到天数越多奖励越多，中断后从第 1 天重新计算。',
    log: '签到记录',
    rank: '排行榜',
    myPoints: '我的积分',
    logLine: '连续第 {n} 天',
    logEmpty: '还没有签到记录',
    logEmptyDesc: '每天签到领积分',
    rankEmpty: '还没有人签到',
    rankDays: '累计 {n} 天',
    rankBest: '最长连续 {n} 天',
    anonymous: '用户',
    goSign: '去签到',
    loadFailed: '加载失败',
    retry: '重试',
    entry: '签到'
  }
}

const en: DictShape<typeof zh> = {
  signin: {
    title: 'Daily sign-in',
    logTitle: 'Sign-in history',
    rankTitle: 'Sign-in ranking',
    signToday: 'Sign in today',
    signed: 'Signed in today',
    signing: 'Signing in…',
    earned: 'Signed in: {n} {n|point|points} earned',
    nextReward: 'Sign in today for {n} {n|point|points}',
    tomorrow: 'Sign in tomorrow for {n} {n|point|points}',
    successions: 'Current streak',
    maxsuccessions: 'Best streak',
    prevMonth: 'Previous month',
    nextMonth: 'Next month',
    monthTitle: '{m}/{y}',
    weekdays: 'Su,Mo,Tu,We,Th,Fr,Sa',
    rewards: 'Rewards',
    rewardDay: 'Day {n}',
    rewardLast: 'Day {n}+',
    points: '{n} {n|point|points}',
    rule: 'Sign in once a day (Beijing time). The longer your streak, the more points; a missed day starts again from day 1.',
    log: 'History',
    rank: 'Ranking',
    myPoints: 'My points',
    logLine: 'Day {n} of the streak',
    logEmpty: 'No sign-ins yet',
    logEmptyDesc: 'Sign in every day to earn points',
    rankEmpty: 'Nobody has signed in yet',
    rankDays: 'Days signed: {n}',
    rankBest: 'Best streak: {n}',
    anonymous: 'User',
    goSign: 'Sign in',
    loadFailed: 'Could not load',
    retry: 'Retry',
    entry: 'Sign-in'
  }
}

export default registerDomain('signin', { zh, en })

import nodemailer from 'nodemailer'

// Outgoing e-mail (the payment-password codes). With SMTP_URL: nodemailer over SMTP. Without: the
// 'log' adapter prints each mail in the server log — the embedded default, so a code can be read
// on a machine without a mail server. Both keep the last mails in memory (`sent`), which is how
// tests and the e2e suite (servers in-process) read a code without a mailbox.

export interface MailMessage { to: string, subject: string, text: string }
export interface SentMail extends MailMessage { at: number }

export interface MailAdapter {
  readonly kind: 'smtp' | 'log'
  /** the most recent mails, oldest first (at most 50) */
  readonly sent: SentMail[]
  send: (msg: MailMessage) => Promise<void>
  close: () => void
}

const KEEP = 50

function remember (sent: SentMail[], msg: MailMessage): void {
  sent.push({ ...msg, at: Date.now() })
  if (sent.length > KEEP) sent.splice(0, sent.length - KEEP)
}

export function logMailer (log: (line: string) => void): MailAdapter {
  const sent: SentMail[] = []
  return {
    kind: 'log',
    sent,
    send: async (msg) => {
      remember(sent, msg)
      log(`mail to ${msg.to}: ${msg.subject} — ${msg.text}`)
    },
    close: () => {}
  }
}

export function smtpMailer (url: string, from: string): MailAdapter {
  const transport = nodemailer.createTransport(url)
  const sent: SentMail[] = []
  return {
    kind: 'smtp',
    sent,
    send: async (msg) => {
      await transport.sendMail({ from, to: msg.to, subject: msg.subject, text: msg.text })
      remember(sent, msg)
    },
    close: () => { transport.close() }
  }
}

/** The latest mail to an address (tests, e2e). */
export function lastMailTo (mail: MailAdapter, to: string): SentMail | null {
  for (let i = mail.sent.length - 1; i >= 0; i--) if (mail.sent[i].to === to) return mail.sent[i]
  return null
}

import { useState, type ReactNode, type RefObject } from 'react'
import { ModalForm, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Image, Space, Typography } from 'antd'
import { apiPost } from '../../api'
import { useAction } from '../../ui'

// What the Feedback and Complaints screens share: a user's text with their pictures as a table
// column, and answering one row (reply / decide) in a modal form that posts, says "saved", closes
// and reloads the table.

/** The text (3 lines, expandable) and its pictures with a preview. */
export function submissionColumn<T extends { content: string, images: string[] }> (title: string): ProColumns<T> {
  return {
    title,
    dataIndex: 'content',
    search: false,
    render: (_, r) => (
      <Space direction="vertical" size={4}>
        <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 3, expandable: true }}>{r.content}</Typography.Paragraph>
        {r.images.length > 0 && <Image.PreviewGroup><Space wrap>{r.images.map((src) => <Image key={src} src={src} width={48} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} />)}</Space></Image.PreviewGroup>}
      </Space>
    )
  }
}

export interface Answer<Row, V> {
  /** the row being answered, null when the modal is closed */
  row: Row | null
  open: (r: Row) => void
  close: () => void
  finish: (v: V) => Promise<boolean>
}

/** Answering a row: POST `path(row)` with the form's values, then close and reload `table`. */
export function useAnswer<Row, V extends Record<string, unknown>> (table: RefObject<ActionType | undefined>, path: (r: Row) => string): Answer<Row, V> {
  const act = useAction()
  const [row, setRow] = useState<Row | null>(null)
  const finish = async (v: V): Promise<boolean> => {
    if (row === null) return false
    const ok = await act(async () => await apiPost(path(row), v)) !== null
    if (ok) { setRow(null); void table.current?.reload() }
    return ok
  }
  return { row, open: setRow, close: () => { setRow(null) }, finish }
}

/** The answer's modal form (one per row: its fields start from `initialValues`). */
export function AnswerModal<Row extends { id: number }, V extends Record<string, unknown>> ({ answer, title, initialValues, children }: {
  answer: Answer<Row, V>
  title: string
  initialValues: Partial<V>
  children: ReactNode
}): JSX.Element {
  return (
    <ModalForm<V>
      key={answer.row?.id ?? 'closed'}
      title={title}
      open={answer.row !== null}
      onOpenChange={(o) => { if (!o) answer.close() }}
      initialValues={initialValues}
      onFinish={answer.finish}
      modalProps={{ destroyOnClose: true }}
    >
      {children}
    </ModalForm>
  )
}

import type { ComponentPropsWithRef } from 'react';
import { NoticeRoot } from './Notice.styles';

export type NoticeProps = ComponentPropsWithRef<'p'>;

/**
 * A short message on a dark bubble above the page. It is not shown while empty, so a live region
 * (`role="status"`) can stay in the page and be read out when its text arrives. Where it floats is
 * the caller's: extend it with `styled(Notice)`.
 */
export function Notice(props: NoticeProps) {
  return <NoticeRoot {...props} />;
}

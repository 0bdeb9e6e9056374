import { useId, type ReactNode } from 'react';
import {
  ErrorStateAction,
  ErrorStateDescription,
  ErrorStateRoot,
  ErrorStateStatus,
  ErrorStateTitle,
} from './ErrorState.styles';

export interface ErrorStateProps {
  /** The HTTP status or another short code, drawn large above the title. */
  status?: number | string;
  /** The page's h1. */
  title: string;
  description: string;
  /** Usually a button or link back to the home page. */
  action?: ReactNode;
}

/** The body of an error page: status, heading, explanation and a way onward. */
export function ErrorState({ status, title, description, action }: ErrorStateProps) {
  const titleId = useId();
  return (
    <ErrorStateRoot aria-labelledby={titleId}>
      {status !== undefined && <ErrorStateStatus>{status}</ErrorStateStatus>}
      <ErrorStateTitle id={titleId}>{title}</ErrorStateTitle>
      <ErrorStateDescription>{description}</ErrorStateDescription>
      {action && <ErrorStateAction>{action}</ErrorStateAction>}
    </ErrorStateRoot>
  );
}

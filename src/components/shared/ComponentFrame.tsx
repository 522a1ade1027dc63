/**
 * What the platform shows around every component: the process-state message and progress of its
 * `process-state-token` (a polite live region, present from the start so changes are announced),
 * the server's `error` text and the `tooltip` hint.
 */
import { type ReactNode, useLayoutEffect } from 'react';

export interface ProcessState {
  message: string;
  progress: number;
}

export interface ComponentFrameProps {
  id: string;
  tooltip?: string;
  error?: string;
  /** Set when the component has a process-state token: the live region is rendered. */
  watchesProcessState: boolean;
  processState: ProcessState | null;
  progressLabel: string;
  /** Called once the first render is in the document (the host restores the focus then). */
  onMounted?: () => void;
  children?: ReactNode;
}

export function ComponentFrame(props: ComponentFrameProps) {
  const { processState, onMounted } = props;
  useLayoutEffect(() => onMounted?.(), [onMounted]);
  return (
    <>
      {props.children}
      {props.tooltip ? (
        <span className="fg-component__tooltip" id={`${props.id}-tooltip`}>
          {props.tooltip}
        </span>
      ) : null}
      {props.error ? (
        <p className="fg-component__error" role="alert">
          {props.error}
        </p>
      ) : null}
      {props.watchesProcessState ? (
        <div className="fg-component__process-state" role="status">
          {processState ? (
            <>
              <span className="fg-component__process-message">{processState.message}</span>
              <progress
                max={100}
                value={Math.min(processState.progress, 100)}
                aria-label={props.progressLabel}
              >
                {Math.min(processState.progress, 100)} %
              </progress>
            </>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

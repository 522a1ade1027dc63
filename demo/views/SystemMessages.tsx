import type { FlashType } from '../db/schema.ts';

export interface ShownMessage {
  readonly type: FlashType;
  readonly text: string;
}

/** Id of the messages fragment: left out of background refreshes (docs/flows.md). */
export const MESSAGES_ID = 'messages';

/**
 * The answer's messages and the session's flash messages: a plain list without script;
 * `<fg-system>` makes each dismissable and announces them (errors assertively, the rest politely).
 */
export function SystemMessages({ messages }: { messages: readonly ShownMessage[] }) {
  if (messages.length === 0) return null;
  return (
    <fg-system id={MESSAGES_ID} className="system-messages">
      <ul>
        {messages.map((message, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the messages are a fixed list rendered once
          <li key={index} data-type={message.type}>
            {message.text}
          </li>
        ))}
      </ul>
    </fg-system>
  );
}

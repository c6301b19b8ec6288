// The one message box every chat uses: blank messages are never sent, Enter sends,
// Shift+Enter breaks the line, and nothing can be typed or sent while a reply is pending.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import './chat.css';

interface ChatInputProps {
  /** the textarea's accessible label (visually hidden) */
  label: string;
  placeholder?: string;
  /** a reply is on its way: the textarea and the send button are disabled */
  pending: boolean;
  /** resolves false when the message did not go out, to give the text back */
  onSend: (text: string) => void | boolean | Promise<boolean | void>;
  /** extra reason to refuse input (e.g. a conversation is loading) */
  disabled?: boolean;
  sendLabel?: string;
  /** the server's limit on one message */
  maxLength?: number;
  inputRef?: Ref<HTMLTextAreaElement>;
}

export function isBlank(text: string): boolean {
  return text.trim().length === 0;
}

export function ChatInput({ label, placeholder, pending, onSend, disabled = false, sendLabel = 'Send', maxLength, inputRef }: ChatInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [text, setText] = useState('');
  const ownRef = useRef<HTMLTextAreaElement | null>(null);
  const refocus = useRef(false);
  const locked = pending || disabled;
  const canSend = !locked && !isBlank(text);

  // Disabling the textarea drops its focus; give it back once the reply is in.
  useEffect(() => {
    if (!locked && refocus.current) {
      refocus.current = false;
      ownRef.current?.focus();
    }
  }, [locked]);

  function setRefs(el: HTMLTextAreaElement | null) {
    ownRef.current = el;
    if (typeof inputRef === 'function') inputRef(el);
    else if (inputRef) inputRef.current = el;
  }

  async function send() {
    if (!canSend) return;
    const message = text;
    refocus.current = ownRef.current?.form?.contains(document.activeElement) ?? false;
    setText('');
    const sent = await onSend(message.trim());
    if (sent === false) setText((current) => (current === '' ? message : current));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  }

  return (
    <form className="chat-input" onSubmit={onSubmit} data-testid="chat-form">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={id}
        ref={setRefs}
        className="chat-textarea"
        rows={2}
        value={text}
        placeholder={placeholder}
        disabled={locked}
        maxLength={maxLength}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={hintId}
        data-testid="chat-input"
      />
      <button type="submit" className="btn btn-primary btn-sm chat-send" disabled={!canSend} data-testid="chat-send">
        {sendLabel}
      </button>
      <p id={hintId} className="visually-hidden">
        Enter sends; Shift+Enter starts a new line.
      </p>
    </form>
  );
}

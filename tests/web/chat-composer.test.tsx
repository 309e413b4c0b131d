import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ChatComposer } from '@/components/chat-composer';

const type = (text: string) => fireEvent.change(screen.getByLabelText('Message'), { target: { value: text } });

it('counts an emoji as one character, as the server does, and sends 2,000 of them', async () => {
  const onSend = vi.fn();
  render(<ChatComposer onSend={onSend} maxLength={2000} />);
  type('🙂'.repeat(1990));
  expect(screen.getByText('10 characters left')).toBeInTheDocument();
  type('🙂'.repeat(2000));
  expect(screen.getByText('0 characters left')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
  expect(onSend).toHaveBeenCalledWith('🙂'.repeat(2000));
});

it('keeps a text over the limit, says by how much, and does not send it', async () => {
  const onSend = vi.fn();
  render(<ChatComposer onSend={onSend} maxLength={2000} />);
  type('λ'.repeat(2003));
  expect(screen.getByText('3 characters too many')).toBeInTheDocument();
  const send = screen.getByRole('button', { name: 'Send message' });
  expect(send).toBeDisabled();
  fireEvent.keyDown(screen.getByLabelText('Message'), { key: 'Enter' });
  expect(onSend).not.toHaveBeenCalled();
  // Nothing the member wrote is cut off.
  expect(screen.getByLabelText('Message')).toHaveValue('λ'.repeat(2003));
  expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('3 characters too many');
});

it('keeps what was typed into the server-drawn composer before the app started', async () => {
  const { renderToString } = await import('react-dom/server');
  const { hydrateRoot } = await import('react-dom/client');
  const { act } = await import('react');
  const onSend = vi.fn();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ChatComposer onSend={onSend} maxLength={2000} />);
  document.body.appendChild(container);
  const box = container.querySelector('textarea') as HTMLTextAreaElement;
  box.value = 'Typed while the page was loading';
  await act(async () => {
    hydrateRoot(container, <ChatComposer onSend={onSend} maxLength={2000} />);
  });
  expect(box).toHaveValue('Typed while the page was loading');
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
  expect(onSend).toHaveBeenCalledWith('Typed while the page was loading');
  container.remove();
});

// @vitest-environment happy-dom
/**
 * The base modal when its content suspends (a catalog namespace or a lazy part arriving late):
 * after it is shown, the modal stays the top modal, keeps its keys and its focus, and shows a
 * spinner in its body until the content is there; at opening, focus waits on the dialog and
 * moves to the chosen field when the content arrives.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Modal } from '../../../../src/components/Modal';
import { initI18n } from '../../../../src/i18n';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** A promise the test settles; a lazy part of the modal waits for it. */
function deferred() {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A modal whose body suspends on demand, inside an outer boundary as AuthHost has one. */
function Harness({ text, onClose }: { text: Promise<string>; onClose: () => void }) {
  const [late, setLate] = useState(false);
  const [Late] = useState(() => lazy(() => text.then((words) => ({ default: () => <p>{words}</p> }))));
  return (
    <Suspense fallback={<p>outer fallback</p>}>
      <Modal title="Register" onClose={onClose}>
        <button type="button" onClick={() => setLate(true)}>
          Load more
        </button>
        {late ? <Late /> : null}
      </Modal>
    </Suspense>
  );
}

describe('Modal', () => {
  it('keeps Escape and its focus while content suspends, and shows a spinner inside', async () => {
    const onClose = vi.fn();
    const { promise, resolve } = deferred();
    render(<Harness text={promise} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Register' });

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(screen.queryByText('outer fallback')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);

    await act(async () => {
      resolve('Terms and rules');
      await promise;
    });
    expect(await screen.findByText('Terms and rules')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('opened while its content loads: focus waits on the dialog, then moves to the chosen field', async () => {
    const { promise, resolve } = deferred();
    function Opening() {
      const field = useRef<HTMLInputElement>(null);
      const [Form] = useState(() =>
        lazy(() => promise.then((label) => ({ default: () => <input aria-label={label} ref={field} /> }))),
      );
      return (
        <Modal title="Register" onClose={() => undefined} initialFocus={field}>
          <Form />
        </Modal>
      );
    }
    render(<Opening />);
    const dialog = screen.getByRole('dialog', { name: 'Register' });
    expect(document.activeElement).toBe(dialog);

    await act(async () => {
      resolve('Mobile number');
      await promise;
    });
    const field = await screen.findByRole('textbox', { name: 'Mobile number' });
    expect(document.activeElement).toBe(field);
  });

  it('opened with its content ready: focus goes straight to the chosen field', () => {
    function Ready() {
      const field = useRef<HTMLInputElement>(null);
      return (
        <Modal title="Log in" onClose={() => undefined} initialFocus={field}>
          <button type="button">Help</button>
          <input aria-label="Username" ref={field} />
        </Modal>
      );
    }
    render(<Ready />);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Username' }));
  });
});

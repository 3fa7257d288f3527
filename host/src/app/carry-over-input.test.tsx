import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { carryOverInput } from './carry-over-input';

function SignUp() {
  const [email, setEmail] = useState('');
  const [news, setNews] = useState(false);
  return (
    <form>
      <label htmlFor="email-client">メールアドレス</label>
      <input
        id="email-client"
        name="email"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <label>
        <input name="news" type="checkbox" checked={news} onChange={(e) => setNews(e.target.checked)} />
        お知らせを受け取る
      </label>
      <p>{`entered: ${email} ${news ? 'news' : ''}`}</p>
    </form>
  );
}

// The server's first view of the same form (its ids may differ from the browser's render).
const FIRST_VIEW =
  '<form><label for="email-server">メールアドレス</label><input id="email-server" name="email" type="email" value="">' +
  '<label><input name="news" type="checkbox">お知らせを受け取る</label><p>entered: </p></form>';

describe('carryOverInput', () => {
  it("moves what was typed into the first view, and the focus, into the page's own state", async () => {
    const container = document.createElement('div');
    container.innerHTML = FIRST_VIEW;
    document.body.append(container);
    const user = userEvent.setup();
    await user.click(container.querySelector('input[name="news"]')!);
    await user.type(container.querySelector('input[name="email"]')!, 'player@example.jp');

    const restore = carryOverInput(container);
    const root = createRoot(container);
    await act(async () => root.render(<SignUp />));
    act(() => restore());

    expect(screen.getByLabelText('メールアドレス')).toHaveValue('player@example.jp');
    expect(screen.getByLabelText('メールアドレス')).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'お知らせを受け取る' })).toBeChecked();
    expect(screen.getByText('entered: player@example.jp news')).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });

  it('leaves untouched fields as the page renders them', async () => {
    const container = document.createElement('div');
    container.innerHTML = FIRST_VIEW;
    document.body.append(container);
    const restore = carryOverInput(container);
    const root = createRoot(container);
    await act(async () => root.render(<SignUp />));
    act(() => restore());
    expect(screen.getByLabelText('メールアドレス')).toHaveValue('');
    expect(screen.getByLabelText('メールアドレス')).not.toHaveFocus();
    expect(screen.getByText('entered:')).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });
});

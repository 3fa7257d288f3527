import { StateProvider } from '@site/shared/core';
import { setConsoleLocale } from '@site/shared/i18n';
import { UiProvider } from '@site/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { layoutSystem } from '../../../../components/layout-system';
import { loadConsoleTexts } from '../../../../i18n/texts';
import StepFormPage from './step-form-page';

interface Answer {
  status: number;
  json: unknown;
}

let sent: unknown[];
let answer: (body: Record<string, unknown>) => Answer;

const created = (body: Record<string, unknown>): Answer => ({
  status: 200,
  json: {
    code: 0,
    msg: 'ok',
    data: {
      id: 42,
      ...body,
      publishAt: (body.publishAt as string | undefined) ?? new Date().toISOString(),
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      author: 'Admin',
      history: [],
    },
  },
});

beforeAll(async () => {
  await setConsoleLocale('en-US');
  await loadConsoleTexts(undefined, 'en-US');
});

beforeEach(() => {
  sent = [];
  answer = created;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    if (String(input) === '/api/notices') sent.push(body);
    const { status, json } = answer(body);
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
});

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <StateProvider>
      <QueryClientProvider client={queryClient}>
        <UiProvider system={layoutSystem()}>
          <MemoryRouter>
            <StepFormPage />
          </MemoryRouter>
        </UiProvider>
      </QueryClientProvider>
    </StateProvider>,
  );
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('the step form', () => {
  it('checks each step, keeps everything when going back, and creates the notice', async () => {
    renderPage();
    await stepHeading('Content');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Content');

    next();
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(await screen.findByText('Title cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Body cannot be empty')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();

    fireEvent.change(title, { target: { value: 'Summer event' } });
    expect(screen.queryByText('Title cannot be empty')).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'event' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Body (Markdown)' }), {
      target: { value: 'Join us **this summer**.' },
    });
    // Enter in the title goes on, as a form's submit does.
    fireEvent.submit(title);
    expect(await stepHeading('Publication')).toHaveFocus();

    fireEvent.click(screen.getByRole('radio', { name: /Schedule/ }));
    next();
    expect(await screen.findByText('Choose the time of publication')).toBeInTheDocument();
    expect(screen.getByLabelText(/Publish at/)).toHaveFocus();
    fireEvent.change(screen.getByLabelText(/Publish at/), { target: { value: '2001-01-01T10:00' } });
    next();
    expect(await screen.findByText('Choose a time in the future')).toBeInTheDocument();

    // Back to the content: what was typed is there, and the schedule is kept too.
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await stepHeading('Content');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Summer event');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('event');
    next();
    await stepHeading('Publication');
    expect(screen.getByRole('radio', { name: /Schedule/ })).toBeChecked();
    expect(screen.getByLabelText(/Publish at/)).toHaveValue('2001-01-01T10:00');
    fireEvent.click(screen.getByRole('radio', { name: /Publish now/ }));
    next();

    await stepHeading('Review');
    const review = screen.getByTestId('step-review');
    expect(within(review).getByText('Summer event')).toBeInTheDocument();
    expect(within(review).getByText('Published as soon as it is created')).toBeInTheDocument();
    expect(within(screen.getByTestId('step-review-preview')).getByText('this summer').tagName).toBe('STRONG');
    fireEvent.click(screen.getByRole('button', { name: 'Create announcement' }));

    expect(await stepHeading('Announcement created')).toHaveFocus();
    expect(sent).toEqual([
      { title: 'Summer event', body: 'Join us **this summer**.', category: 'event', status: 'published' },
    ]);
    expect(screen.getByRole('link', { name: 'View announcement' })).toHaveAttribute(
      'href',
      '/profile/basic?id=42',
    );
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Done');
  });

  it("shows a field the server refuses on that field, on its step, in the console's language", async () => {
    answer = (body) =>
      String(body.title).startsWith('Bad')
        ? {
            status: 400,
            json: {
              code: 40000,
              msg: 'body.title must not contain control characters',
              data: null,
              errors: [{ in: 'body', field: 'title', rule: 'text' }],
            },
          }
        : created(body);
    renderPage();
    await stepHeading('Content');
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Bad title' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Body (Markdown)' }), { target: { value: 'Text' } });
    next();
    await stepHeading('Publication');
    fireEvent.click(screen.getByRole('radio', { name: /Save as draft/ }));
    next();
    await stepHeading('Review');
    fireEvent.click(screen.getByRole('button', { name: 'Create announcement' }));

    expect(await screen.findByText('Must not contain control characters')).toBeInTheDocument();
    expect(screen.queryByText(/body\.title/)).not.toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Body (Markdown)' })).toHaveValue('Text');

    fireEvent.change(title, { target: { value: 'Good title' } });
    next();
    await stepHeading('Publication');
    expect(screen.getByRole('radio', { name: /Save as draft/ })).toBeChecked();
    next();
    await stepHeading('Review');
    fireEvent.click(screen.getByRole('button', { name: 'Create announcement' }));
    await stepHeading('Announcement created');
    expect(sent.at(-1)).toMatchObject({ title: 'Good title', status: 'draft' });
  });

  it('keeps the review open with the reason when the server names no field', async () => {
    answer = () => ({
      status: 403,
      json: { code: 40300, msg: 'This action needs the admin role', data: null },
    });
    renderPage();
    await stepHeading('Content');
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Title' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Body (Markdown)' }), { target: { value: 'Text' } });
    next();
    await stepHeading('Publication');
    next();
    await stepHeading('Review');
    fireEvent.click(screen.getByRole('button', { name: 'Create announcement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The announcement could not be created: This action needs the admin role',
    );
    expect(screen.getByRole('button', { name: 'Create announcement' })).toBeEnabled();
  });
});

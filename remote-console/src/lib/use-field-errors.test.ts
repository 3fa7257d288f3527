import { act, renderHook } from '@testing-library/react';
import { type ErrorsOf, useFieldErrors } from './use-field-errors';

interface Values {
  title: string;
  password: string;
  confirm: string;
}

const EMPTY: Values = { title: '', password: '', confirm: '' };

function check(values: Values): ErrorsOf<Values, string> {
  return {
    title: !values.title ? 'required' : values.title.length > 5 ? 'too long' : undefined,
    confirm: values.confirm !== values.password ? 'mismatch' : undefined,
  };
}

function form() {
  return renderHook(() => useFieldErrors(check));
}

describe('useFieldErrors', () => {
  it('shows every error at a submit, and none before', () => {
    const { result } = form();
    expect(result.current.errors).toEqual({});
    let valid = true;
    act(() => void (valid = result.current.check({ ...EMPTY, password: 'a' })));
    expect(valid).toBe(false);
    expect(result.current.errors).toEqual({ title: 'required', confirm: 'mismatch' });
  });

  it('takes an error back as soon as its field is valid, and keeps the others', () => {
    const { result } = form();
    act(() => void result.current.check({ ...EMPTY, password: 'a' }));
    act(() => result.current.revise({ ...EMPTY, title: 'News', password: 'a' }));
    expect(result.current.errors).toEqual({ confirm: 'mismatch' });
    // A field made right by another one: the confirmation by its password.
    act(() => result.current.revise({ ...EMPTY, title: 'News' }));
    expect(result.current.errors).toEqual({});
  });

  it('follows what is still wrong with a field, and shows nothing new before the next submit', () => {
    const { result } = form();
    act(() => void result.current.check(EMPTY));
    expect(result.current.errors).toEqual({ title: 'required' });
    act(() => result.current.revise({ ...EMPTY, title: 'Far too long' }));
    expect(result.current.errors).toEqual({ title: 'too long' });
    act(() => result.current.revise({ ...EMPTY, title: 'Ok', confirm: 'x' }));
    expect(result.current.errors).toEqual({});
  });

  it("keeps what the server refused until that field's value changes", () => {
    const { result } = form();
    const sent = { ...EMPTY, title: 'News' };
    act(() => result.current.refuse({ title: 'taken' }, sent));
    act(() => result.current.revise({ ...sent, password: 'a', confirm: 'a' }));
    expect(result.current.errors).toEqual({ title: 'taken' });
    act(() => result.current.revise({ ...sent, title: 'Newer' }));
    expect(result.current.errors).toEqual({});
  });

  it('keeps a refusal the page was opened with until its field is changed', () => {
    const { result } = renderHook(() => useFieldErrors(check, { title: 'taken' }));
    act(() => result.current.revise({ ...EMPTY, title: 'News' }, ['password']));
    expect(result.current.errors).toEqual({ title: 'taken' });
    act(() => result.current.revise({ ...EMPTY, title: 'News' }, ['title']));
    expect(result.current.errors).toEqual({});
  });
});

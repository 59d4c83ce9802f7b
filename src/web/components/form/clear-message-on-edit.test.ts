import { createFormControl } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { clearMessageOnEdit } from './clear-message-on-edit.ts';

function formWithMessage() {
  const form = createFormControl({ defaultValues: { name: '', sort_order: '0' } });
  form.setError('root', { type: 'server', message: 'Failed to save category' });
  const message = () => form.getFieldState('root' as 'name').error?.message;
  const edit = (name: 'name' | 'sort_order', value: string) =>
    form.register(name).onChange({ target: { name, value }, type: 'change' });
  return { form, message, edit };
}

describe('clearMessageOnEdit', () => {
  it("clears the form's message at the next edit of any field", async () => {
    const { form, message, edit } = formWithMessage();
    clearMessageOnEdit(form);
    expect(message()).toBe('Failed to save category');
    await edit('sort_order', '2');
    expect(message()).toBeUndefined();
  });

  it('keeps it through changes the person did not make, and once stopped', async () => {
    const { form, message, edit } = formWithMessage();
    const stop = clearMessageOnEdit(form);
    form.setValue('name', 'Snacks');
    expect(message()).toBe('Failed to save category');
    stop();
    await edit('name', 'Chai');
    expect(message()).toBe('Failed to save category');
  });

  it("leaves the fields' own messages to the form's validation", async () => {
    const { form, edit } = formWithMessage();
    form.setError('name', { type: 'server', message: 'Name is required' });
    clearMessageOnEdit(form);
    await edit('sort_order', '2');
    expect(form.getFieldState('name').error?.message).toBe('Name is required');
  });
});

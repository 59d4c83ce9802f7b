import { describe, expect, it } from 'vitest';
import { editsAfterChoice } from './checkout-edits.ts';

const typed = { name: 'Ravi', house: 'Office 12', area: 'Lohegaon', landmark: 'Temple' };

describe('editsAfterChoice', () => {
  it('drops all typing for a saved address, which brings its own parts', () => {
    expect(editsAfterChoice(typed, 'address')).toEqual({});
  });

  it('keeps the typing but the area for a new place, which brings its own', () => {
    expect(editsAfterChoice(typed, 'place')).toEqual({
      name: 'Ravi',
      house: 'Office 12',
      landmark: 'Temple',
    });
  });

  it('keeps all typing when the place only locates the saved address', () => {
    expect(editsAfterChoice(typed, 'located')).toEqual(typed);
  });

  it('lets a blank typed area give way to the place’s when locating', () => {
    expect(editsAfterChoice({ ...typed, area: '  ' }, 'located')).toEqual({
      name: 'Ravi',
      house: 'Office 12',
      landmark: 'Temple',
    });
  });
});

import { FEEDBACK_ATTACHMENT_MAX_BYTES } from '@plotline/contract/feedback';
import { describe, expect, it } from 'vitest';
import { checkAttachment } from './check-attachment.ts';

const file = (name: string, type = '', size = 1000) => ({ name, type, size });

describe('checkAttachment', () => {
  it.each([
    ['table.xlsx', ''],
    ['SCREEN.PNG', ''],
    ['photo.jpeg', ''],
    ['photo.jpg', ''],
    ['clipboard', 'image/png'],
  ])('accepts %s (%s)', (name, type) => {
    expect(checkAttachment(file(name, type), 0)).toBeUndefined();
  });

  it('refuses other kinds, naming the file', () => {
    expect(checkAttachment(file('notes.txt', 'text/plain'), 0)).toEqual({
      key: 'feedback.errors.type',
      values: { name: 'notes.txt' },
    });
  });

  it('accepts exactly 10 MB and refuses one byte more', () => {
    expect(checkAttachment(file('a.png', '', FEEDBACK_ATTACHMENT_MAX_BYTES), 0)).toBeUndefined();
    expect(checkAttachment(file('a.png', '', FEEDBACK_ATTACHMENT_MAX_BYTES + 1), 0)).toEqual({
      key: 'feedback.errors.tooLarge',
      values: { name: 'a.png', max: 10 },
    });
  });

  it('refuses a sixth file', () => {
    expect(checkAttachment(file('a.png'), 4)).toBeUndefined();
    expect(checkAttachment(file('a.png'), 5)).toEqual({
      key: 'feedback.errors.tooMany',
      values: { limit: 5 },
    });
  });
});

import type { GroupWithFields } from '@plotline/contract/access';
import { describe, expect, it } from 'vitest';
import {
  toCreateGroupBody,
  toCreatePermissionsBody,
  toGroupFormValues,
  toUpdateGroupBody,
} from './group-form.ts';

const GROUP: GroupWithFields = {
  user_group_id: 5,
  user_group_name: 'Wheat team',
  user_group_read: true,
  user_group_write: true,
  user_group_creator_id: 1,
  users: [
    { id: 1, username: 'demo', company_id: 1, company_name: 'A', role: 'head_of_company' },
    { id: 4, username: 'ivanov', company_id: 1, company_name: 'A', role: 'employee' },
  ],
  fields: [
    {
      year_id: 30,
      field_id: 3,
      spec_id: 1,
      year: 2024,
      field_name: 'North',
      field_owner_id: 1,
      field_owner_company_id: 1,
    },
  ],
};

const VALUES = {
  name: '  Team  ',
  write: false,
  user_ids: [4, 6],
  year_ids: [30, 31],
  add_yourself: true,
};

describe('toGroupFormValues', () => {
  it('reads the signed-in member as "add yourself" and the rest as members', () => {
    expect(toGroupFormValues(GROUP, 1)).toEqual({
      name: 'Wheat team',
      write: true,
      user_ids: [4],
      year_ids: [30],
      add_yourself: true,
    });
    expect(toGroupFormValues(GROUP, 9).add_yourself).toBe(false);
  });
});

describe('create bodies', () => {
  it('trims the name and sends the years to field_year_permissions', () => {
    expect(toCreatePermissionsBody(VALUES)).toEqual({
      name: 'Team',
      read: true,
      write: false,
      user_ids: [4, 6],
      year_ids: [30, 31],
      add_yourself: true,
    });
  });

  it('leaves the years out of a group made through users_groups', () => {
    expect(toCreateGroupBody(VALUES)).toEqual({
      name: 'Team',
      read: true,
      write: false,
      user_ids: [4, 6],
      add_yourself: true,
    });
  });
});

describe('toUpdateGroupBody', () => {
  it('adds the signed-in user to the members when "add yourself" is ticked', () => {
    expect(toUpdateGroupBody(5, VALUES, 1)).toEqual({
      user_group_id: 5,
      user_group_name: 'Team',
      user_group_write: false,
      user_ids: [4, 6, 1],
      year_ids: [30, 31],
    });
  });

  it('takes the signed-in user out otherwise', () => {
    const body = toUpdateGroupBody(5, { ...VALUES, user_ids: [1, 4], add_yourself: false }, 1);
    expect(body.user_ids).toEqual([4]);
  });
});

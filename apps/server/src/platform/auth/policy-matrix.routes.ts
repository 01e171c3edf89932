import type { MatrixActor, World } from '../../test/matrix-world.ts';
import { multipart, TINY_PNG } from '../../test/multipart.ts';

/**
 * What an actor gets: `ok` a 2xx answer; `pass` anything but 401/403/404 (past the policy,
 * the request itself may still be refused, e.g. a file that is not xlsx); or the status.
 */
export type Outcome = 'ok' | 'pass' | 400 | 403 | 404;
export type Expectation = Record<MatrixActor, Outcome>;

/** A season's data read: owners, heads of company, the super admin and grantees. */
const READ: Expectation = {
  other: 404,
  stranger: 404,
  employee: 404,
  reader: 'ok',
  writer: 'ok',
  hod: 404,
  hoc: 'ok',
  admin: 'ok',
};
/** A season's contents changed: view-only grantees see it but are refused. */
const WRITE: Expectation = { ...READ, reader: 403 };
/**
 * The nursery managed as a whole (rename, delete, add or delete seasons): no grant reaches
 * it, view-and-edit included (decision 026).
 */
const MANAGE: Expectation = { ...READ, reader: 403, writer: 403 };
/** Crop-level data (lists, lines): every member of the company. */
const CROP: Expectation = { ...READ, employee: 'ok', hod: 'ok' };
/** Any signed-in user, over their own data. */
const SELF: Expectation = {
  other: 'ok',
  stranger: 'ok',
  employee: 'ok',
  reader: 'ok',
  writer: 'ok',
  hod: 'ok',
  hoc: 'ok',
  admin: 'ok',
};
/** Management lists: heads (of any company: their own list) and the super admin. */
const HEAD_LIST: Expectation = {
  ...SELF,
  stranger: 403,
  employee: 403,
  reader: 403,
  writer: 403,
};
/** A management object of the company: another company's head does not find it. */
const HEAD_OBJECT: Expectation = { ...HEAD_LIST, other: 404 };
/** Anyone in a company. */
const MEMBER: Expectation = { ...SELF, stranger: 403 };
/** The platform's super admin only. */
const ADMIN_ONLY: Expectation = {
  other: 403,
  stranger: 403,
  employee: 403,
  reader: 403,
  writer: 403,
  hod: 403,
  hoc: 403,
  admin: 'ok',
};
/** Only whoever started it (an import job). */
const CREATOR: Expectation = {
  other: 404,
  stranger: 404,
  employee: 404,
  reader: 404,
  writer: 404,
  hod: 404,
  hoc: 'ok',
  admin: 404,
};

type Request = { url: string; payload?: object | Buffer; headers?: Record<string, string> };
export type MatrixRoute = {
  expect: Expectation;
  request: (w: World) => Request;
};
/** Routes outside the matrix, with the reason (public, or they end the caller's own session). */
export const OUTSIDE_MATRIX: Record<string, string> = {
  'GET /api/v1/health/': 'public',
  'POST /api/v1/login/': 'public',
  'POST /api/v1/refresh/': 'public (the refresh token is the credential)',
  'POST /api/v1/logout/': "ends the caller's own session",
  'POST /api/v1/users/registration/': 'public',
  'POST /api/v1/users/delete_account/': "deletes the caller's own account",
  'GET /api/v1/plotline_db/countries/': 'public (registration form)',
};

const d = 'plotline_db';
const upload = (w: World, extra: Record<string, string> = {}) => {
  const body = multipart({
    spec_id: String(w.cropId),
    file: { filename: 'empty.xlsx', content: Buffer.from('not a workbook') },
    ...extra,
  });
  return { url: '', payload: body.payload, headers: body.headers };
};
const photo = (field: 'plot' | 'line', id: number) => {
  const body = multipart({
    [field]: String(id),
    photographed_at: '2025-06-02',
    photo: { filename: 'p.png', content: TINY_PNG, type: 'image/png' },
  });
  return { url: '', payload: body.payload, headers: body.headers };
};

/** Every protected route: who gets what, and a request that exercises it. */
export const MATRIX: Record<string, MatrixRoute> = {
  'GET /api/v1/users/profile/': { expect: SELF, request: () => ({ url: 'users/profile/' }) },
  'PATCH /api/v1/users/profile/': {
    expect: SELF,
    request: () => ({ url: 'users/profile/', payload: { extra_information: 'селекционер' } }),
  },
  'GET /api/v1/plotline_db/species_table/': {
    expect: SELF,
    request: () => ({ url: `${d}/species_table/` }),
  },
  'POST /api/v1/plotline_db/species_table/': {
    expect: SELF,
    request: () => ({ url: `${d}/species_table/`, payload: { russian_name: 'Рожь' } }),
  },
  // company management
  'GET /api/v1/users/divisions/': {
    expect: HEAD_LIST,
    request: () => ({ url: 'users/divisions/' }),
  },
  'POST /api/v1/users/divisions/': {
    expect: { ...HEAD_LIST, hod: 403, admin: 'pass' },
    request: () => ({ url: 'users/divisions/', payload: { company_division_name: 'Новый отдел' } }),
  },
  'PATCH /api/v1/users/divisions/{id}/': {
    expect: { ...HEAD_OBJECT, hod: 'ok' },
    request: (w) => ({
      url: `users/divisions/${w.divisionId}/`,
      payload: { company_division_name: 'Отдел 2' },
    }),
  },
  'POST /api/v1/users/employees/': {
    // another company's head names a division that is not theirs: an unknown division (400)
    expect: { ...HEAD_LIST, other: 400, hod: 'pass', admin: 'pass' },
    request: (w) => ({
      url: 'users/employees/',
      payload: {
        username: 'newbie',
        password: 'Strong-pass1',
        first_name: 'Н',
        last_name: 'Н',
        email: 'n@example.org',
        division: w.divisionId,
        role: 'employee',
        countries: [1],
      },
    }),
  },
  'DELETE /api/v1/users/employees/{id}/': {
    // the employee is outside the head of division's division
    expect: { ...HEAD_OBJECT, hod: 403 },
    request: (w) => ({ url: `users/employees/${w.employeeId}/` }),
  },
  'GET /api/v1/users/users_by_company_id/': {
    expect: HEAD_LIST,
    request: () => ({ url: 'users/users_by_company_id/' }),
  },
  'GET /api/v1/users/company_structure/': {
    expect: { ...MEMBER, admin: 'pass' },
    request: () => ({ url: 'users/company_structure/?is_active=true' }),
  },
  'GET /api/v1/users/companies/': {
    expect: HEAD_LIST,
    request: () => ({ url: 'users/companies/' }),
  },
  'POST /api/v1/users/companies/': {
    expect: ADMIN_ONLY,
    request: () => ({
      url: 'users/companies/',
      payload: {
        company_name: 'Новая',
        head: { username: 'newhead', password: 'Strong-pass1', first_name: 'А', last_name: 'Б' },
      },
    }),
  },
  // access groups
  'POST /api/v1/users/users_groups/': {
    expect: { ...HEAD_LIST, admin: 400 },
    request: () => ({ url: 'users/users_groups/', payload: { name: 'Новая группа' } }),
  },
  'GET /api/v1/users/users_groups/': {
    expect: HEAD_LIST,
    request: () => ({ url: 'users/users_groups/' }),
  },
  'GET /api/v1/users/users_groups/{id}/': {
    expect: HEAD_OBJECT,
    request: (w) => ({ url: `users/users_groups/${w.readGroupId}/` }),
  },
  'PUT /api/v1/users/users_groups/{id}/': {
    expect: HEAD_OBJECT,
    request: (w) => ({
      url: `users/users_groups/${w.readGroupId}/`,
      payload: { name: 'Переименована' },
    }),
  },
  'DELETE /api/v1/users/users_groups/{id}/': {
    expect: HEAD_OBJECT,
    request: (w) => ({ url: `users/users_groups/${w.readGroupId}/` }),
  },
  'POST /api/v1/users/users_groups/invite/': {
    expect: HEAD_OBJECT,
    request: (w) => ({
      url: 'users/users_groups/invite/',
      payload: { user_group_id: w.readGroupId, user_ids: [w.employeeId] },
    }),
  },
  'POST /api/v1/plotline_db/field_year_permissions/': {
    // another company's seasons are not theirs to share (400); a head of division may share the
    // head of company's nurseries (api-contract §3); the super admin any company's
    expect: { ...HEAD_OBJECT, other: 400 },
    request: (w) => ({
      url: `${d}/field_year_permissions/`,
      payload: { year_ids: [w.oldYearId], name: 'Ещё' },
    }),
  },
  'GET /api/v1/plotline_db/field_year_permissions/': {
    expect: HEAD_LIST,
    request: () => ({ url: `${d}/field_year_permissions/` }),
  },
  'PATCH /api/v1/plotline_db/field_year_permissions/update_group_data/': {
    expect: HEAD_OBJECT,
    request: (w) => ({
      url: `${d}/field_year_permissions/update_group_data/`,
      payload: { user_group_id: w.readGroupId, user_group_write: true },
    }),
  },
  'GET /api/v1/plotline_db/field_year_permissions/{id}/': {
    expect: HEAD_OBJECT,
    request: (w) => ({ url: `${d}/field_year_permissions/${w.readPermissionId}/` }),
  },
  'PUT /api/v1/plotline_db/field_year_permissions/{id}/': {
    expect: HEAD_OBJECT,
    request: (w) => ({
      url: `${d}/field_year_permissions/${w.readPermissionId}/`,
      payload: { name: 'Другое' },
    }),
  },
  'DELETE /api/v1/plotline_db/field_year_permissions/{id}/': {
    expect: HEAD_OBJECT,
    request: (w) => ({ url: `${d}/field_year_permissions/${w.readPermissionId}/` }),
  },
  'GET /api/v1/plotline_db/user_groups_with_fields/': {
    expect: HEAD_LIST,
    request: () => ({ url: `${d}/user_groups_with_fields/` }),
  },
  // imports, jobs, downloads
  'POST /api/v1/plotline_db/upload_custom_file/plot_result/': {
    expect: {
      ...CROP,
      employee: 'pass',
      reader: 'pass',
      writer: 'pass',
      hod: 'pass',
      hoc: 'pass',
      admin: 'pass',
    },
    request: (w) => ({ ...upload(w), url: `${d}/upload_custom_file/plot_result/` }),
  },
  'POST /api/v1/plotline_db/upload_custom_file/field_file/': {
    expect: {
      ...CROP,
      employee: 'pass',
      reader: 'pass',
      writer: 'pass',
      hod: 'pass',
      hoc: 'pass',
      admin: 'pass',
    },
    request: (w) => ({ ...upload(w), url: `${d}/upload_custom_file/field_file/` }),
  },
  'GET /api/v1/plotline_db/jobs/{id}/': {
    expect: CREATOR,
    request: (w) => ({ url: `${d}/jobs/${w.jobId}/` }),
  },
  // decision 032: only the creator cancels; the world's job has ended, so it stays as it was
  'POST /api/v1/plotline_db/jobs/{id}/cancel/': {
    expect: CREATOR,
    request: (w) => ({ url: `${d}/jobs/${w.jobId}/cancel/` }),
  },
  // notifications: the caller's own; another user's notification is not found
  'GET /api/v1/notice_app/notifications/': {
    expect: SELF,
    request: () => ({ url: 'notice_app/notifications/?status__neq=pending' }),
  },
  'GET /api/v1/notice_app/notifications/unread_count/': {
    expect: SELF,
    request: () => ({ url: 'notice_app/notifications/unread_count/' }),
  },
  'POST /api/v1/notice_app/notifications/mark_all_as_read/': {
    expect: SELF,
    request: () => ({ url: 'notice_app/notifications/mark_all_as_read/' }),
  },
  'PATCH /api/v1/notice_app/notifications/{id}/': {
    expect: CREATOR, // the head of company's notification: only they find it
    request: (w) => ({
      url: `notice_app/notifications/${w.notificationId}/`,
      payload: { is_ack: true },
    }),
  },
  'GET /api/v1/plotline_db/download_plot_data/': {
    expect: READ,
    request: (w) => ({ url: `${d}/download_plot_data/?spec_id=${w.cropId}&year_id=${w.yearId}` }),
  },
  'GET /api/v1/plotline_db/excel_file/download_field_file/': {
    expect: READ,
    request: (w) => ({
      url: `${d}/excel_file/download_field_file/?spec_id=${w.cropId}&year_id=${w.yearId}`,
    }),
  },
  'POST /api/v1/plotline_db/download_selection_list/': {
    expect: READ,
    request: (w) => ({
      url: `${d}/download_selection_list/`,
      payload: { field_id: w.fieldId, type_of_file: 1, year_id: w.yearId },
    }),
  },
  'POST /api/v1/plotline_db/sowing_list/': {
    expect: READ,
    request: (w) => ({
      url: `${d}/sowing_list/`,
      payload: { field_id: w.fieldId, type_of_file: 1, year_id: w.yearId },
    }),
  },
  // feedback (decision 022): anyone signed in
  'POST /api/v1/mail_app/feedback_service/send_feedback/': {
    expect: SELF,
    request: () => ({
      ...multipart({
        message: 'Спасибо',
        attachments: { filename: 'screen.png', content: TINY_PNG, type: 'image/png' },
      }),
      url: 'mail_app/feedback_service/send_feedback/',
    }),
  },
  // resumable uploads (decision 033): anyone signed in creates; an upload is its creator's
  'POST /api/v1/uploads/': {
    expect: SELF,
    request: () => ({ url: 'uploads/', headers: tusHeaders({ 'upload-length': '6' }) }),
  },
  'HEAD /api/v1/uploads/{uploadId}/': {
    expect: CREATOR,
    request: (w) => ({ url: `uploads/${w.uploadId}/`, headers: tusHeaders() }),
  },
  'PATCH /api/v1/uploads/{uploadId}/': {
    expect: CREATOR,
    request: (w) => ({
      url: `uploads/${w.uploadId}/`,
      payload: Buffer.from('@r1\n'),
      headers: tusHeaders({
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      }),
    }),
  },
  'DELETE /api/v1/uploads/{uploadId}/': {
    expect: CREATOR,
    request: (w) => ({ url: `uploads/${w.uploadId}/`, headers: tusHeaders() }),
  },
};

/** Headers of a tus request; creation metadata names a FASTQ file for genome reads. */
function tusHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return {
    'tus-resumable': '1.0.0',
    'upload-metadata': `filename ${btoa('reads.fastq')},purpose ${btoa('genome.fastq')}`,
    ...extra,
  };
}

export const MATRIX_PARTS = { READ, WRITE, MANAGE, CROP, SELF, photo, d };

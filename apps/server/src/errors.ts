import type { Language } from '@plotline/contract/rules';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MessageKey } from './platform/i18n/messages.ts';
import { isMessageKey, requestLanguage, translate } from './platform/i18n/translate.ts';

/** Error codes the app throws, and the HTTP status each becomes. */
const STATUS_BY_CODE = {
  VALIDATION: 400,
  NOT_AUTHENTICATED: 401,
  TOKEN_INVALID: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  THROTTLED: 429,
} as const;
export type ErrorCode = keyof typeof STATUS_BY_CODE;

const DETAIL_BY_CODE: Record<Exclude<ErrorCode, 'VALIDATION'>, MessageKey> = {
  NOT_AUTHENTICATED: 'errors.notAuthenticated',
  TOKEN_INVALID: 'errors.tokenInvalid',
  PERMISSION_DENIED: 'errors.permissionDenied',
  NOT_FOUND: 'errors.notFound',
  CONFLICT: 'errors.conflict',
  THROTTLED: 'errors.throttled',
};

/** A field's failure: a catalogue key (translated on the way out) with its parameters. */
export type FieldMessage = {
  key: string;
  params?: Record<string, string | number>;
  /** Render as `{"message": text}` instead of `[text]` (the line-name rule of api-contract §5). */
  asObject?: boolean;
  /** The 1-based item of a list body it concerns: rendered `Row {row}: …` (decision 044). */
  row?: number;
};

/** The one error type of the server; the error handler renders it in the wire format. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: Record<string, FieldMessage>;
  readonly params?: Record<string, string | number>;
  /** The `detail` message of a non-validation error, instead of the code's own. */
  readonly detail?: MessageKey;

  constructor(
    code: ErrorCode,
    options: {
      fields?: Record<string, FieldMessage>;
      params?: Record<string, string | number>;
      detail?: MessageKey;
    } = {},
  ) {
    super(code);
    this.code = code;
    this.status = STATUS_BY_CODE[code];
    this.fields = options.fields;
    this.params = options.params;
    this.detail = options.detail;
  }
}

/** Builds a 400 with one message per field; `row`: the 1-based item of a list body. */
export function fieldError(
  field: string,
  key: string,
  params?: Record<string, string | number>,
  row?: number,
): AppError {
  return new AppError('VALIDATION', { fields: { [field]: { key, params, row } } });
}

/**
 * Unique constraints whose violation (SQLSTATE 23505) is a user's mistake, by constraint name:
 * the field it concerns and the message key. Keys outside the server catalogue (the two crop
 * keys of api-contract §4) go out verbatim for the UI to translate.
 */
const UNIQUE_VIOLATIONS: Record<string, FieldMessage & { field: string }> = {
  users_username_lower_key: { field: 'username', key: 'validation.userExists' },
  crops_company_russian_name_key: {
    field: 'russian_name',
    key: 'validation.cultureWithNameExists',
  },
  crops_owner_russian_name_key: { field: 'russian_name', key: 'validation.cultureWithNameExists' },
  crops_company_english_name_key: {
    field: 'english_name',
    key: 'validation.cultureWithLatinNameExists',
  },
  crops_owner_english_name_key: {
    field: 'english_name',
    key: 'validation.cultureWithLatinNameExists',
  },
  fields_crop_name_region_key: { field: 'field_name', key: 'validation.fieldNameExists' },
  field_years_field_year_key: { field: 'year', key: 'validation.yearExists' },
  plots_field_year_name_key: { field: 'plot_name', key: 'validation.plotNameExists' },
  plots_field_year_label_key: { field: 'plot_label', key: 'validation.plotLabelExists' },
  brushes_plot_name_key: { field: 'brush_name', key: 'validation.brushNameExists' },
  mutations_crop_chr_pos_key: { field: 'pos', key: 'markers.duplicatePositionAny' },
  // a record named by hand (add_line/, line_table_list/<id>/): checked first, this is the race
  lines_crop_name_key: { field: 'name', key: 'lines.nameExists' },
  divisions_company_name_key: {
    field: 'company_division_name',
    key: 'validation.divisionNameExists',
  },
  user_groups_company_name_key: { field: 'name', key: 'validation.groupNameExists' },
  plot_stages_plot_stage_key: { field: 'stage_of_vegetation', key: 'validation.stageExists' },
  warehouses_company_name_key: { field: 'name', key: 'warehouse.nameExists' },
  warehouses_owner_name_key: { field: 'name', key: 'warehouse.nameExists' },
  storage_locations_name_key: { field: 'name', key: 'warehouse.locationNameExists' },
  // weather sectors (decision 044): checked first, these are the races
  meteo_sectors_company_name_key: { field: 'name', key: 'meteo.sectorNameExists' },
  meteo_sectors_owner_name_key: { field: 'name', key: 'meteo.sectorNameExists' },
  meteo_sector_fields_field_key: { field: 'field_ids', key: 'meteo.fieldLinkedAny' },
  meteo_params_name_key: { field: 'name', key: 'meteo.paramNameExists' },
  meteo_params_kind_key: { field: 'kind', key: 'meteo.paramKindExists' },
  // soil parameters and values (decision 044): checked first, these are the races
  agro_params_company_name_key: { field: 'name', key: 'agro.paramNameExistsAny' },
  agro_params_owner_name_key: { field: 'name', key: 'agro.paramNameExistsAny' },
  agro_values_key: { field: 'date', key: 'agro.valueExistsAny' },
  harvest_technologies_plot_technology_key: {
    field: 'harvest_technologies',
    key: 'validation.harvestTechnologyExists',
  },
};

/**
 * Check constraints whose violation (SQLSTATE 23514) is a conflict with the data's state, not
 * a bug: a seed lot overdrawn (decision 040). Answered 409 naming the lot.
 */
const CHECK_CONFLICTS: Record<string, MessageKey> = {
  seed_lots_booked_check: 'warehouse.notEnoughSeed',
  seed_lots_weight_check: 'warehouse.notEnoughSeed',
  seed_lots_amount_check: 'warehouse.notEnoughSeed',
};

/**
 * The 409 of an overdrawn seed lot when `error` is (or wraps) the violation of one of the lot's
 * checks, else undefined. The lot is read from PostgreSQL's detail ("Failing row contains
 * (<id>, …)": the id is the table's first column).
 */
export function seedOverdrawConflict(error: unknown): AppError | undefined {
  const pgError = findPgError(error);
  if (pgError?.code !== '23514') return undefined;
  const key = CHECK_CONFLICTS[pgError.constraint ?? ''];
  if (!key) return undefined;
  const id = /^Failing row contains \((\d+),/.exec(pgError.detail ?? '')?.[1];
  if (!id) return new AppError('CONFLICT', { detail: 'warehouse.notEnoughSeedAny' });
  return new AppError('CONFLICT', { detail: key, params: { code: `L${id.padStart(7, '0')}` } });
}

/** Renders a field message: catalogue keys are translated, other keys go out as they are. */
function renderFieldMessage(message: FieldMessage, language: Language): string {
  const text = isMessageKey(message.key)
    ? translate(message.key, language, message.params)
    : message.key;
  return message.row === undefined
    ? text
    : translate('meteo.inRow', language, { row: message.row, message: text });
}

/** Zod's own texts are replaced by catalogue keys for the two cases it cannot tell apart. */
z.config({
  customError: (issue) => {
    if (issue.code !== 'invalid_type') return undefined;
    if (issue.input === undefined) return 'errors.required';
    if (issue.input === null) return 'errors.null';
    return undefined;
  },
});

/** Maps one zod issue to the DRF-style message of api-contract §1. */
function issueToMessage(issue: ZodFastifySchemaValidationError): FieldMessage {
  const params = issue.params as Record<string, unknown>;
  const bound = Number(params.minimum ?? params.maximum);
  const message = issue.message ?? '';
  if (isMessageKey(message) || message.startsWith('validation.')) {
    // a custom issue may carry the values of its message's placeholders
    return { key: message, params: params.params as FieldMessage['params'] };
  }
  switch (issue.keyword) {
    case 'too_small':
      if (params.origin === 'string') {
        return bound <= 1
          ? { key: 'errors.blank' }
          : { key: 'errors.minLength', params: { n: bound } };
      }
      if (params.origin === 'array') {
        return bound <= 1
          ? { key: 'errors.emptyList' }
          : { key: 'errors.minItems', params: { n: bound } };
      }
      return { key: 'errors.minValue', params: { n: bound } };
    case 'too_big':
      if (params.origin === 'string') return { key: 'errors.maxLength', params: { n: bound } };
      if (params.origin === 'array') return { key: 'errors.maxItems', params: { n: bound } };
      return { key: 'errors.maxValue', params: { n: bound } };
    case 'invalid_type':
      return { key: typeMessage(String(params.expected)) };
    case 'invalid_value':
      return { key: 'errors.choice' };
    case 'invalid_format':
      return { key: params.format === 'email' ? 'validation.email' : 'errors.invalid' };
    default:
      return { key: 'errors.invalid' };
  }
}

function typeMessage(expected: string): MessageKey {
  if (expected === 'number') return 'errors.number';
  if (expected === 'int') return 'errors.integer';
  if (expected === 'string') return 'errors.string';
  if (expected === 'boolean') return 'errors.boolean';
  if (expected === 'array') return 'errors.list';
  if (expected === 'object') return 'errors.object';
  return 'errors.invalid';
}

type ZodIssueLike = { code: string; path: PropertyKey[]; message?: string } & Record<
  string,
  unknown
>;

/**
 * A union that failed as a whole (`invalid_union`), replaced by the issues of its one option
 * the input had the shape of — one value or a list of them (decision 044): every other option
 * failed at its root on the type. Any other union stays one issue.
 */
function expandUnion(issue: ZodFastifySchemaValidationError): ZodFastifySchemaValidationError[] {
  const branches = (issue.params as { errors?: ZodIssueLike[][] }).errors;
  if (issue.keyword !== 'invalid_union' || isMessageKey(issue.message ?? '') || !branches) {
    return [issue];
  }
  const shaped = branches.filter(
    (branch) => !branch.some((i) => i.code === 'invalid_type' && i.path.length === 0),
  );
  if (shaped.length !== 1) return [issue];
  return (shaped[0] ?? []).flatMap(({ code, path, message, ...params }) =>
    expandUnion({
      ...issue,
      keyword: code,
      instancePath: [issue.instancePath.replace(/\/$/, ''), ...path.map(String)].join('/'),
      message,
      params,
    } as ZodFastifySchemaValidationError),
  );
}

/**
 * Zod issues → `{field: [message]}`, first issue per field wins. An item of a list body
 * (`/3/value`) is named by its field and row: `{value: ["Row 4: …"]}`.
 */
function renderValidation(issues: ZodFastifySchemaValidationError[], language: Language) {
  const body: Record<string, string[]> = {};
  for (const issue of issues.flatMap(expandUnion)) {
    const [first, second] = issue.instancePath.split('/').filter(Boolean);
    const row = first !== undefined && /^\d+$/.test(first) ? Number(first) + 1 : undefined;
    const field = (row === undefined ? first : second) ?? 'non_field_errors';
    if (!body[field])
      body[field] = [renderFieldMessage({ ...issueToMessage(issue), row }, language)];
  }
  return body;
}

/** Walks an error's cause chain to the PostgreSQL error, if any (drizzle wraps it). */
function findPgError(
  error: unknown,
): { code?: string; constraint?: string; detail?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as {
      code?: unknown;
      constraint?: unknown;
      detail?: unknown;
      cause?: unknown;
    };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: candidate.constraint as string | undefined,
        detail: typeof candidate.detail === 'string' ? candidate.detail : undefined,
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

function sendDetail(reply: FastifyReply, status: number, detail: string) {
  return reply.code(status).send({ detail });
}

/**
 * Installs the single error handler: zod → 400 `{field: [msg]}`, AppError → its status,
 * 23505 on a known constraint → 400 field error, everything else a logged 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // Error bodies have their own shapes: the route's response schemas do not apply to them.
    reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
    const language = requestLanguage(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (error.validationContext === 'params') {
        return sendDetail(reply, 404, translate('errors.notFound', language));
      }
      return reply.code(400).send(renderValidation(error.validation, language));
    }
    if (error instanceof AppError) {
      if (error.code === 'VALIDATION') {
        const body = Object.fromEntries(
          Object.entries(error.fields ?? {}).map(([f, m]) => [
            f,
            m.asObject
              ? { message: renderFieldMessage(m, language) }
              : [renderFieldMessage(m, language)],
          ]),
        );
        return reply.code(400).send(body);
      }
      const detail = translate(error.detail ?? DETAIL_BY_CODE[error.code], language, error.params);
      return sendDetail(reply, error.status, detail);
    }
    const overdraw = seedOverdrawConflict(error);
    if (overdraw) {
      const detail = translate(overdraw.detail ?? 'errors.conflict', language, overdraw.params);
      return sendDetail(reply, 409, detail);
    }
    const pgError = findPgError(error);
    const unique =
      pgError?.code === '23505' ? UNIQUE_VIOLATIONS[pgError.constraint ?? ''] : undefined;
    if (unique) {
      return reply.code(400).send({ [unique.field]: [renderFieldMessage(unique, language)] });
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return sendDetail(reply, 413, translate('errors.payloadTooLarge', language));
    if (status === 405)
      return sendDetail(reply, 405, translate('errors.methodNotAllowed', language));
    if (status === 404) return sendDetail(reply, 404, translate('errors.notFound', language));
    if (status >= 400 && status < 500) {
      return sendDetail(reply, status, translate('errors.malformedBody', language));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendDetail(reply, 500, translate('errors.server', language));
  });
}

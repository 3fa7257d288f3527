import { text } from '../../lib/schemas.js';

export const userInfoSchema = {
  type: 'object',
  required: [
    'name',
    'avatar',
    'job',
    'organization',
    'location',
    'email',
    'introduction',
    'personalWebsite',
    'jobName',
    'organizationName',
    'locationName',
    'phone',
    'registrationDate',
    'accountId',
    'certification',
    'role',
  ],
  properties: {
    name: { type: 'string' },
    avatar: { type: 'string' },
    job: { type: 'string' },
    organization: { type: 'string' },
    location: { type: 'string' },
    email: { type: 'string' },
    introduction: { type: 'string' },
    personalWebsite: { type: 'string' },
    jobName: { type: 'string' },
    organizationName: { type: 'string' },
    locationName: { type: 'string' },
    phone: { type: 'string' },
    registrationDate: { type: 'string', format: 'date-time' },
    accountId: { type: 'string' },
    certification: { type: 'integer' },
    role: { type: 'string', enum: ['admin', 'user'] },
  },
} as const;

const shortText = text({ maxLength: 64 });

/** What POST /api/user/profile accepts: any non-empty subset of the editable fields. */
export const profileBodySchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    name: text({ minLength: 1, maxLength: 64 }),
    // Only web or site-relative addresses: a javascript: URL in an <img> or <a> must not get in.
    avatar: text({ maxLength: 512, pattern: '^(https?://\\S+|/\\S*)?$' }),
    job: shortText,
    organization: shortText,
    location: shortText,
    email: text({ maxLength: 254, format: 'email' }),
    introduction: text({ maxLength: 500, multiline: true }),
    personalWebsite: text({ maxLength: 256, pattern: '^(https?://\\S+)?$' }),
    jobName: shortText,
    organizationName: shortText,
    locationName: shortText,
    phone: text({ maxLength: 32, pattern: '^[0-9+() -]*$' }),
  },
} as const;

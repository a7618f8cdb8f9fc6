// The file manager's calls that need more than @rest: uploads are streamed to the API (each file's first bytes
// checked here, its size counted as it flows, the call cut off with nothing saved once a file crosses 50 MB), and
// the file list's authorization dates are sent only when they are real calendar dates.
import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { parseCalendarDate } from '../../dates/dates.js';
import type { Resolvers, StoredFile, StoredFileFilter, StoredFilePage } from '../../generated/resolvers.js';
import { openUpload, uploadInterruptedMessage, type StreamedUpload } from '../../rest/uploads.js';
import { badInput, type FieldErrors } from '../../upstream/errors.js';
import { fileKindOf, fileMessages, maxFileBytes } from './file-rules.js';

/** The filter with its authorization dates as YYYY-MM-DD; one that is not a real calendar date is left out. */
export function withRealDates(filter: StoredFileFilter | null | undefined): StoredFileFilter | null | undefined {
  if (!filter) return filter;
  const out: StoredFileFilter = { ...filter };
  for (const key of ['startDateOfAuth', 'endDateOfAuth'] as const) {
    const value = filter[key];
    if (value === null || value === undefined) continue;
    const day = parseCalendarDate(value);
    if (day) out[key] = day;
    else delete out[key];
  }
  return out;
}

/** Opens every upload and checks its first bytes; refuses them all (nothing sent) when one is not allowed. */
async function openChecked(values: readonly unknown[], field: string): Promise<StreamedUpload[]> {
  const opened: StreamedUpload[] = [];
  const errors: FieldErrors = {};
  try {
    for (const [index, value] of values.entries()) {
      const key = values.length === 1 && field === 'file' ? field : `${field}.${index}`;
      const file = await openUpload(value, key, maxFileBytes, fileMessages.size);
      opened.push(file);
      if (file.bytes.length === 0 || !fileKindOf(file.bytes, file.filename)) errors[key] = [`${file.filename}: ${fileMessages.type}`];
    }
  } catch (error) {
    for (const file of opened) file.discard();
    throw error;
  }
  const refused = Object.values(errors).flat();
  if (refused.length > 0) {
    for (const file of opened) file.discard();
    throw badInput(refused[0]!, errors);
  }
  return opened;
}

/** Sends the call with the files streamed; a file that crossed its limit on the way is named as too large. */
async function sendStreamed(
  info: GraphQLResolveInfo,
  args: Record<string, unknown>,
  files: readonly StreamedUpload[],
  ctx: GatewayContext,
): Promise<unknown> {
  try {
    return await ctx.rest.call(info, args, ctx);
  } catch (error) {
    const failed = files.find((file) => file.failure !== undefined);
    if (!failed) throw error;
    const message = failed.failure === 'too large' ? `${failed.filename}: ${fileMessages.size}` : uploadInterruptedMessage;
    throw badInput(message, { files: [message] });
  } finally {
    for (const file of files) file.discard();
  }
}

export const fileResolvers: Resolvers = {
  Query: {
    files: (_root, args, ctx: GatewayContext, info) =>
      ctx.rest.call(info, { ...args, filter: withRealDates(args.filter) }, ctx) as Promise<StoredFilePage>,
  },
  Mutation: {
    uploadFiles: async (_root, args, ctx: GatewayContext, info) => {
      const files = await openChecked(args.files, 'files');
      return sendStreamed(info, { ...args, files }, files, ctx) as Promise<StoredFile[]>;
    },
    replaceFile: async (_root, args, ctx: GatewayContext, info) => {
      const [file] = await openChecked([args.file], 'file');
      return sendStreamed(info, { ...args, file }, [file!], ctx) as Promise<StoredFile>;
    },
  },
};

// Feedback is checked here before it reaches the help desk: the name, email and text rules, and the screenshot by
// its content (not its name) and size. The file is always sent as screenshot.png, as the help desk expects.
import type { GatewayContext } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers.js';
import { readUpload, UploadedFile } from '../../rest/uploads.js';
import { badInput } from '../../upstream/errors.js';
import { feedbackErrors, maxScreenshotBytes } from './feedback-rules.js';

export const helpDeskResolvers: Resolvers = {
  Mutation: {
    sendFeedback: async (_root, { input }, ctx: GatewayContext, info) => {
      let screenshot: UploadedFile | undefined;
      if (input.screenshot) {
        // One byte over the cap is enough to know it is too large.
        screenshot = await readUpload(input.screenshot, Math.min(ctx.maxUploadBytes, maxScreenshotBytes), 'screenshot');
      }
      const errors = feedbackErrors(input, screenshot);
      const first = Object.values(errors)[0]?.[0];
      if (first) throw badInput(first, errors);
      const args = { input: { ...input, screenshot: screenshot?.renamed('screenshot.png') } };
      return ctx.rest.call(info, args, ctx) as Promise<{ ok: boolean; message: string | null }>;
    },
  },
};

import { beforeEach, describe, expect, it, vi } from 'vitest';

// feedback.ts keeps module state (antd's APIs once mounted): every test starts from a fresh copy.
let feedbackModule: typeof import('./feedback.ts');
beforeEach(async () => {
  vi.resetModules();
  feedbackModule = await import('./feedback.ts');
});

function antApis() {
  const calls: string[] = [];
  const record = (name: string) => (arg: unknown) => void calls.push(`${name}:${JSON.stringify(arg)}`);
  const api = {
    message: { success: record('message.success'), error: record('message.error') },
    notification: { error: record('notification.error') },
    modal: { confirm: record('modal.confirm') },
  };
  return { calls, api: api as unknown as Parameters<typeof feedbackModule.setFeedback>[0] };
}

describe('feedback', () => {
  it("asks for antd's App at the first message and shows the waiting messages in order once it is mounted", () => {
    const { feedback, feedbackRequest, setFeedback } = feedbackModule;
    const listener = vi.fn();
    feedbackRequest.subscribe(listener);
    expect(feedbackRequest.isRequested()).toBe(false);

    feedback().notification.error({ title: 'Error', description: 'down' });
    feedback().message.success('saved');
    expect(feedbackRequest.isRequested()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);

    const { calls, api } = antApis();
    setFeedback(api);
    expect(calls).toEqual([
      'notification.error:{"title":"Error","description":"down"}',
      'message.success:"saved"',
    ]);

    feedback().modal.confirm({ title: 'Sure?' });
    expect(calls.at(-1)).toBe('modal.confirm:{"title":"Sure?"}');
  });

  it("asks again after antd's App could not be loaded, keeping what waits", () => {
    const { feedback, feedbackRequest, requestFeedback, setFeedback } = feedbackModule;
    feedback().message.error('first');
    feedbackRequest.failed();
    expect(feedbackRequest.isRequested()).toBe(false);

    requestFeedback();
    expect(feedbackRequest.isRequested()).toBe(true);
    const { calls, api } = antApis();
    setFeedback(api);
    expect(calls).toEqual(['message.error:"first"']);
  });
});

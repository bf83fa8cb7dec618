import { describe, expect, it } from 'vitest';
import { parseErrorBody } from './api-error.ts';

const body = {
  error: {
    code: 'Platform:ValidationFailed',
    message: 'Your request is not valid.',
    details: null,
    validationErrors: [{ message: 'E-mail is taken', members: ['Email'] }],
  },
};

describe('parseErrorBody', () => {
  it('reads the error shape', () => {
    expect(parseErrorBody(body)).toEqual({
      code: 'Platform:ValidationFailed',
      message: 'Your request is not valid.',
      details: null,
      validationErrors: [{ message: 'E-mail is taken', members: ['Email'] }],
    });
  });

  it('reads a body that arrived as JSON text, even twice encoded', () => {
    expect(parseErrorBody(JSON.stringify(body)).message).toBe('Your request is not valid.');
    expect(parseErrorBody(JSON.stringify(JSON.stringify(body))).code).toBe('Platform:ValidationFailed');
  });

  it('copes with bodies that are not the error shape', () => {
    expect(parseErrorBody('Bad gateway')).toEqual({
      code: null,
      message: null,
      details: null,
      validationErrors: [],
    });
    expect(parseErrorBody(undefined).message).toBeNull();
    expect(parseErrorBody({ error: 'invalid_grant', error_description: 'Wrong password' }).message).toBe(
      'Wrong password',
    );
  });
});

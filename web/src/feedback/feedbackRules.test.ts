import { describe, expect, it } from 'vitest';
import { invalidEmailMessage, invalidNameMessage, requiredMessage, validateFeedback, validateField } from './feedbackRules';

describe('feedback rules', () => {
  it('spells the messages exactly', () => {
    expect(requiredMessage('name')).toBe('The name field is required');
    expect(requiredMessage('email')).toBe('The email field is required');
    expect(requiredMessage('feedback')).toBe('The feedback field is required');
    expect(invalidNameMessage).toBe('The name field must be a valid name');
    expect(invalidEmailMessage).toBe('The email field must be a valid email');
  });

  it('requires every field, whitespace counting as empty', () => {
    expect(validateFeedback({ name: '', email: ' ', feedback: '\n\t' })).toEqual({
      name: 'The name field is required',
      email: 'The email field is required',
      feedback: 'The feedback field is required',
    });
  });

  it.each(['Ann', 'Ann Lee', 'Mary Ann Lee', '  Zoë  Ångström ', 'José\tMaría', 'Łukasz Żak'])('accepts the name %j', (name) => {
    expect(validateField('name', name)).toBeUndefined();
  });

  it.each(['Mary Ann Lee Smith', 'R2D2', 'Ann-Marie', "O'Brien", 'Ann 3', 'ann@lee', 'Ann.'])('refuses the name %j', (name) => {
    expect(validateField('name', name)).toBe(invalidNameMessage);
  });

  it.each(['a@b.co', 'office@practice.test', 'first.last+tag@sub.example.org'])('accepts the email %j', (email) => {
    expect(validateField('email', email)).toBeUndefined();
  });

  it.each(['plain', 'a@', '@b.co', 'a@b', 'a b@c.de', 'a@b..co', 'a@-b.co'])('refuses the email %j', (email) => {
    expect(validateField('email', email)).toBe(invalidEmailMessage);
  });

  it('takes any non-empty feedback text', () => {
    expect(validateField('feedback', 'The list does not page.')).toBeUndefined();
    expect(validateFeedback({ name: 'Ann Lee', email: 'ann@practice.test', feedback: 'x' })).toEqual({});
  });
});

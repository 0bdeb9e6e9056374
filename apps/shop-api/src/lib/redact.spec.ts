import { describe, expect, it } from 'vitest';
import { personalNeedles, redactJsonText, redactText } from './redact';

describe('personalNeedles', () => {
  it('trims, lower-cases, drops short and repeated values', () => {
    expect(personalNeedles([' Anna@Example.com ', 'anna@example.com', 'Al', null, undefined, '', 'Virtanen'])).toEqual([
      'anna@example.com',
      'virtanen',
    ]);
  });
});

describe('redactJsonText', () => {
  const needles = personalNeedles(['anna@example.com', 'Virtanen', '+358401234567']);

  it('empties every string that mentions a needle, at any depth, and keeps the shape', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      amount: 1200,
      data: { customer_details: { email: 'ANNA@example.com', name: 'Anna Virtanen', phone: '+358401234567' } },
      lines: ['Swimsuit', 'for anna@example.com'],
    });
    expect(JSON.parse(redactJsonText(payload, needles))).toEqual({
      id: 'evt_1',
      amount: 1200,
      data: { customer_details: { email: '', name: '', phone: '' } },
      lines: ['Swimsuit', ''],
    });
  });

  it('leaves text that mentions nobody as it was, byte for byte', () => {
    const payload = '{"id": "evt_2",  "amount": 5}';
    expect(redactJsonText(payload, needles)).toBe(payload);
    expect(redactJsonText(payload, [])).toBe(payload);
  });

  it('empties text that is not JSON when it mentions a needle', () => {
    expect(redactJsonText('name=Virtanen&x=1', needles)).toBe('');
    expect(redactJsonText('name=Other', needles)).toBe('name=Other');
  });
});

describe('redactText', () => {
  it('replaces each mention, whatever its case, and keeps the rest', () => {
    const needles = personalNeedles(['Anna.V+1@example.com', 'Virtanen']);
    expect(redactText('Lovely. VIRTANEN here, write to anna.v+1@Example.com (really).', needles)).toBe(
      'Lovely. … here, write to … (really).',
    );
    expect(redactText('Nothing personal.', needles)).toBe('Nothing personal.');
    expect(redactText('Nothing personal.', [])).toBe('Nothing personal.');
  });
});

import { z } from 'zod';
import { reviewBody, reviewReportBody } from '../../shared/api/reviews/contract';
import { supportTicketSchema } from '../../shared/api/directory/support-tickets';
import { specialistProfileSchema } from '../../shared/account/specialist-schema';
import { SPECIALIST_FIELDS, type SpecialistLabels } from '../../shared/account/specialist-fields';
import { holdsLoneSurrogate, isUnstorableTextIssue, storableText } from '../../shared/validation';

describe('text the database can store (issue 29)', () => {
  test.each([
    ['a high surrogate alone', 'a\ud800b', true],
    ['a low surrogate alone', 'a\udc00', true],
    ['a low before its high', '\udc00\ud800', true],
    ['a high at the end', 'text\ud83d', true],
    ['a pair (an emoji)', 'ok 😀', false],
    ['Cyrillic and Uzbek Latin', 'Адвокат, oʻgʻil', false],
    ['nothing', '', false],
  ])('%s', (_name, text, lone) => expect(holdsLoneSurrogate(text)).toBe(lone));

  test('the refinement marks its issue, names the label, and leaves other values to the schema', () => {
    const schema = z.string().superRefine(storableText('Message'));
    const failed = schema.safeParse('x\ud800');
    expect(failed.success).toBe(false);
    const issue = failed.error!.issues[0]!;
    expect(isUnstorableTextIssue(issue)).toBe(true);
    expect((issue as { params?: { field?: string } }).params?.field).toBe('Message');
    expect(schema.safeParse('fine 😀').success).toBe(true);
    expect(isUnstorableTextIssue({ code: 'custom', params: { rule: 'invalid' } })).toBe(false);
  });

  const labels = Object.fromEntries(SPECIALIST_FIELDS.map((f) => [f, f])) as unknown as SpecialistLabels;
  const profile = { nickname: 'probe.one', profession: 'lawyer', specializations: ['divorce'], bio: { uz: 'Advokat.' }, languages: ['uz'] };

  test('a specialist’s bio and experience refuse it, field by field, and nothing else', () => {
    const schema = specialistProfileSchema(labels, { asOf: '2025-06' });
    const bio = schema.safeParse({ ...profile, bio: { uz: 'Advokat.', en: 'Lawyer \ud800' } });
    expect(bio.error?.issues.map((i) => [i.path.join('.'), isUnstorableTextIssue(i)])).toEqual([['bio.en', true]]);
    const job = { organization: 'Firm', position: 'Lawyer\udfff', from: '2020-01', to: null };
    const experience = schema.safeParse({ ...profile, experience: [job] });
    expect(experience.error?.issues.map((i) => [i.path.join('.'), isUnstorableTextIssue(i)])).toEqual([['experience.0.position', true]]);
    expect(schema.safeParse(profile).success).toBe(true);
  });

  test('support tickets and reviews refuse it too', () => {
    const ticket = supportTicketSchema({ contact: 'Contact', category: 'Topic', subject: 'Subject', message: 'Message' });
    const refused = ticket.safeParse({ contact: '@me', subject: 'Help \ud800', message: 'A long enough message.' });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), isUnstorableTextIssue(i)])).toEqual([['subject', true]]);
    expect(reviewBody.safeParse({ stars: 5, text: 'Twenty characters or more \ud800' }).error?.issues.some(isUnstorableTextIssue)).toBe(true);
    expect(reviewReportBody.safeParse({ reason: 'spam \udc00' }).error?.issues.some(isUnstorableTextIssue)).toBe(true);
    expect(reviewBody.safeParse({ stars: 5, text: 'Twenty characters or more 😀' }).success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { questionRequest } from '../contract/questions.ts';
import { formatCount } from './count.ts';
import { QUESTION_MAX, productQuestionsHref, questionTexts } from './questions.ts';

describe('product questions', () => {
  it('takes a question of 1 to QUESTION_MAX characters, trimmed, and says which limit a refusal broke', () => {
    expect(questionRequest.parse({ question: '  Is it food-safe?  ' })).toEqual({
      question: 'Is it food-safe?',
    });
    const problem = (body: unknown) => questionRequest.safeParse(body).error?.issues[0]?.message;
    for (const body of [{ question: '   ' }, {}, { question: 7 }])
      expect(problem(body)).toBe('Write your question.');
    expect(problem({ question: 'x'.repeat(QUESTION_MAX + 1) })).toBe(
      `Keep the question to ${formatCount(QUESTION_MAX)} characters.`,
    );
    expect(problem({ question: 'x'.repeat(QUESTION_MAX) })).toBeUndefined();
  });

  it('leads the answered e-mail to the product page’s questions part', () => {
    expect(productQuestionsHref('a1b2')).toBe('/product/a1b2#questions');
    expect(questionTexts.answeredSubject('Gupta Supply Co', 'BOPP Tape')).toBe(
      'Gupta Supply Co answered your question about BOPP Tape',
    );
  });
});

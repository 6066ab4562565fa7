import { richTextExcerpt } from '../../../shared/richtext/text.js';
import type { SupportQuestionPageData } from '../../../shared/pages/directory/types.js';
import { questionCardView } from '../../../shared/pages/directory/views.js';
import { orNotFound } from '../catalogue/not-found.js';
import type { ServerLoader } from '../index.js';
import { catalogueReads } from '../catalogue/reads.js';
import type { PageDataOf } from '../../../shared/pages/index.js';

/** Other questions of the topic shown beside an answer. */
export const RELATED_QUESTIONS = 5;

/** /support/questions/{questionId}: the question, its rich-text answer and more of its topic. */
export const supportQuestionLoader: ServerLoader<PageDataOf<'support-question'>> = async ({ params }, { api, locale }): Promise<SupportQuestionPageData> => {
  const reads = catalogueReads(api, locale);
  const question = await orNotFound(reads.supportQuestion(Number(params.questionId)));
  const topic = await reads.supportQuestions({ category: question.category.slug, pageSize: RELATED_QUESTIONS + 1 });
  return {
    question: { ...questionCardView(question), answer: question.answer },
    related: topic.items
      .filter((item) => item.id !== question.id)
      .slice(0, RELATED_QUESTIONS)
      .map(questionCardView),
    meta: { title: question.question, description: richTextExcerpt(question.answer, 160) },
  };
};

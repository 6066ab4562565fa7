export {
  FORMAT_MESSAGE_KEYS,
  RULE_NAMES,
  compileRule,
  isEmptyValue,
  toNumber,
  type FormatMessageKey,
  type MessageKey,
  type Rule,
  type RuleFailure,
  type RuleName,
  type RuleSpec,
} from './rules';
export { DEFAULT_MESSAGES, VALIDATION_NAMESPACE, defaultTranslate, interpolate, messageFor, type Translate } from './messages';
export { validateField, validateForm, type FieldRules, type FormRules, type ValidationResult } from './validate';
export { ruleRefinement, ruleSchema, type RuleIssueParams } from './zod';
export { UNSTORABLE_TEXT_MARK, holdsLoneSurrogate, isUnstorableTextIssue, refuseUnstorableText, storableText } from './storable-text';

import { ServerStyleSheet } from 'styled-components';

/**
 * stylis' output for each (component or keyframes id, class name) any page has rendered. The class
 * name is styled-components' hash of the component's CSS for those props, so the pair always
 * stands for the same rules; cleared when full (one-off dynamic values cannot fill memory).
 */
const formattedRules = new Map<string, string[]>();
const MAX_KEPT_RULES = 20_000;

/**
 * A ServerStyleSheet for one page whose rules are those a fresh sheet collects, in the same order,
 * without running stylis again for a rule set an earlier page already formatted. Every page needs
 * a fresh sheet (its <style> holds that page's rules only), and styled-components formats a rule
 * set anew for each new sheet: the CSS parser was about a sixth of a category page's server time.
 * When a component asks whether the sheet has its class, a known one is inserted here from the
 * kept output, at the point a fresh sheet would have inserted it, and the answer is yes.
 */
export function pageStyleSheet(): ServerStyleSheet {
  const sheet = new ServerStyleSheet();
  const { instance } = sheet;
  const has = instance.hasNameForId.bind(instance);
  const insert = instance.insertRules.bind(instance);
  instance.hasNameForId = (id, name) => {
    if (has(id, name)) return true;
    const rules = formattedRules.get(`${id} ${name}`);
    if (!rules) return false;
    insert(id, name, rules);
    return true;
  };
  instance.insertRules = (id, name, rules) => {
    if (formattedRules.size >= MAX_KEPT_RULES) formattedRules.clear();
    formattedRules.set(`${id} ${name}`, rules);
    insert(id, name, rules);
  };
  return sheet;
}

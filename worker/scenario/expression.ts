/**
 * The tiny, safe expression language of scenario templates (`{{ (i * 3 + 1) % 500 }}`): integer
 * literals, variables (`i`, the repetition index), `+ - * %`, unary minus and parentheses.
 * A hand-written recursive-descent parser, never `eval`: a scenario file is input, not code.
 */

export class ExpressionError extends Error {
  override readonly name = 'ExpressionError';
}

type Token = { kind: 'num'; value: number } | { kind: 'var'; name: string } | { kind: 'op'; op: string };

const MAX_EXPRESSION = 200;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let pos = 0;
  while (pos < text.length) {
    const ch = text[pos] as string;
    if (ch === ' ' || ch === '\t') {
      pos++;
    } else if (/[0-9]/.test(ch)) {
      let end = pos;
      while (end < text.length && /[0-9]/.test(text[end] as string)) end++;
      tokens.push({ kind: 'num', value: Number(text.slice(pos, end)) });
      pos = end;
    } else if (/[a-z]/i.test(ch)) {
      let end = pos;
      while (end < text.length && /[a-z0-9_]/i.test(text[end] as string)) end++;
      tokens.push({ kind: 'var', name: text.slice(pos, end) });
      pos = end;
    } else if ('+-*%()'.includes(ch)) {
      tokens.push({ kind: 'op', op: ch });
      pos++;
    } else {
      throw new ExpressionError(`unexpected character "${ch}" in {{${text}}} (allowed: integers, variables, + - * % and parentheses)`);
    }
  }
  return tokens;
}

/** Evaluates one expression (the text between `{{` and `}}`) with integer variables. */
export function evaluateExpression(text: string, vars: Readonly<Record<string, number>>): number {
  if (text.length > MAX_EXPRESSION) throw new ExpressionError(`expression longer than ${MAX_EXPRESSION} characters`);
  const tokens = tokenize(text);
  let pos = 0;
  const peek = (): Token | undefined => tokens[pos];
  const isOp = (op: string) => {
    const t = peek();
    return t !== undefined && t.kind === 'op' && t.op === op;
  };

  function primary(): number {
    const t = tokens[pos++];
    if (t === undefined) throw new ExpressionError(`{{${text}}} ends too early`);
    if (t.kind === 'num') return t.value;
    if (t.kind === 'var') {
      const value = vars[t.name];
      if (value === undefined) throw new ExpressionError(`unknown variable "${t.name}" in {{${text}}}${Object.keys(vars).length === 0 ? ' (variables exist only inside a repetition)' : ''}`);
      return value;
    }
    if (t.op === '-') return -primary();
    if (t.op === '(') {
      const value = sum();
      if (!isOp(')')) throw new ExpressionError(`missing ")" in {{${text}}}`);
      pos++;
      return value;
    }
    throw new ExpressionError(`unexpected "${t.op}" in {{${text}}}`);
  }
  function product(): number {
    let value = primary();
    while (isOp('*') || isOp('%')) {
      const op = (tokens[pos++] as { op: string }).op;
      const right = primary();
      if (op === '%' && right === 0) throw new ExpressionError(`modulo by zero in {{${text}}}`);
      value = op === '*' ? value * right : value % right;
    }
    return value;
  }
  function sum(): number {
    let value = product();
    while (isOp('+') || isOp('-')) {
      const op = (tokens[pos++] as { op: string }).op;
      const right = product();
      value = op === '+' ? value + right : value - right;
    }
    return value;
  }

  const value = sum();
  if (pos < tokens.length) throw new ExpressionError(`unexpected "${text.slice(0)}": extra tokens after the expression`);
  return value;
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { CHAT_EMITTED_TYPES } from '../../flows/chatProtocol';
import { cell } from './docComment';

const FILE = 'flows/chatProtocol.ts';

/** The last doc comment in `region`, on one line ('' when none). */
function lastDoc(region: string): string {
  const doc = [...region.matchAll(/\/\*\*([\s\S]*?)\*\//g)].at(-1)?.[1];
  if (doc === undefined) return '';
  return doc
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The doc comment of an event type: right before it (an interface, or a member of a union, whose comment sits
 * before its `|`), else the doc comment of the type alias the union is.
 */
function docOf(node: ts.Node, text: string): string {
  const union = node.parent;
  if (!ts.isUnionTypeNode(union)) return lastDoc(text.slice(node.getFullStart(), node.getStart()));
  const index = union.types.indexOf(node as ts.TypeNode);
  const from = index === 0 ? union.getFullStart() : (union.types[index - 1]?.getEnd() ?? union.getFullStart());
  const own = lastDoc(text.slice(from, node.getStart()));
  return own || lastDoc(text.slice(union.parent.getFullStart(), union.parent.getStart()));
}

/**
 * The chat protocol, read from flows/chatProtocol.ts: every `type: 'chat.…'` of its event types, out (a flow
 * emits it, CHAT_EMITTED_TYPES) or in (the transcript sends it), with its other fields and its doc comment.
 */
export function chatProtocolTable(root: string): string {
  const text = readFileSync(join(root, FILE), 'utf8');
  const file = ts.createSourceFile(FILE, text, ts.ScriptTarget.Latest, true);
  const rows: string[] = [];
  const visit = (node: ts.Node): void => {
    const members = ts.isInterfaceDeclaration(node) || ts.isTypeLiteralNode(node) ? node.members : undefined;
    const typeMember = members?.find(
      (member) =>
        ts.isPropertySignature(member) &&
        member.name.getText(file) === 'type' &&
        member.type !== undefined &&
        ts.isLiteralTypeNode(member.type) &&
        ts.isStringLiteral(member.type.literal) &&
        member.type.literal.text.startsWith('chat.'),
    );
    if (
      members &&
      typeMember &&
      ts.isPropertySignature(typeMember) &&
      typeMember.type &&
      ts.isLiteralTypeNode(typeMember.type)
    ) {
      const type = (typeMember.type.literal as ts.StringLiteral).text;
      const fields = members
        .filter((member) => member !== typeMember)
        .map((member) => `\`${member.name?.getText(file) ?? ''}\``);
      const doc = docOf(node, text);
      const direction = CHAT_EMITTED_TYPES.has(type) ? 'out' : 'in';
      rows.push(`| ${direction} | \`${type}\` | ${fields.join(', ') || '—'} | ${cell(doc)} |`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (rows.length === 0) throw new Error(`No chat event found in ${FILE}.`);
  return ['| Direction | Event | Fields | What it is (its doc comment) |', '|---|---|---|---|', ...rows].join('\n');
}

import { readFragment, type FragmentOf } from './graphql';
import { SignatureFields } from './payment';

/** The signed fields as the form posts them: every parameter in signing order, then `signature`. */
export function signedFields(masked: FragmentOf<typeof SignatureFields>): Record<string, string> {
  const signature = readFragment(SignatureFields, masked);
  const fields: Record<string, string> = {};
  for (const { key, value } of signature.parameter) fields[key] = value;
  fields.signature = signature.value;
  return fields;
}

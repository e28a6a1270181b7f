/** A patient's gender as the API stores it (spec 000 §5); apart from the profile form's rules so a stored session is read without them. */
export const GENDERS = ['female', 'male', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export function isGender(value: string): value is Gender {
  return (GENDERS as readonly string[]).includes(value);
}

/** A subject picker's options: "none" first (value ''), then the library's subjects by name. */
export function LibrarySubjectOptions({
  none,
  subjects,
}: {
  /** What the empty choice says: "No subject", "All subjects". */
  none: string;
  subjects: readonly { id: string; name: string }[] | undefined;
}) {
  return (
    <>
      <option value="">{none}</option>
      {subjects?.map((subject) => (
        <option key={subject.id} value={subject.id}>
          {subject.name}
        </option>
      ))}
    </>
  );
}

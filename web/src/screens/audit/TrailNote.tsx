// What a record of the trail holds, said once above it.
export function TrailNote() {
  return (
    <p className="kit-muted audit-note">
      Each record is one request that read or changed a student’s information: who sent it, when, which students it touched, whether it changed
      anything and how it ended. Records hold ids, never a field’s value.
    </p>
  );
}

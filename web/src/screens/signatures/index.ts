// The signed-in signature pages; the guest page is a chunk of its own (guest.ts).
import { ParentSignature, ProfileSignature, StaffSignature } from './pages';

export const screens = { StaffSignature, ParentSignature, ProfileSignature };

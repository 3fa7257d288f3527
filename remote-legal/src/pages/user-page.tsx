import legal from '../../content/user.ja.md';
import { LegalDocumentPage } from '../components/legal-document-page';

export default function UserPage() {
  return <LegalDocumentPage docId="user" document={legal} />;
}

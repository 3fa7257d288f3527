import legal from '../../content/user.en.md';
import { LegalDocumentPage } from '../components/legal-document-page';

export default function UserEnPage() {
  return <LegalDocumentPage docId="user_en" document={legal} />;
}

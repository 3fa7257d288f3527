import legal from '../../content/user.zh-Hant.md';
import { LegalDocumentPage } from '../components/legal-document-page';

export default function UserChtPage() {
  return <LegalDocumentPage docId="user_cht" document={legal} />;
}

import type { Endpoint } from '../endpoint';
import { addressList, deleteAddress, saveAddress } from './addresses';
import { returnPay, wlForm, wuliuFormGet } from './afterSales/afterSales';
import { saveShoppingCart, shoppingCartDelete, shoppingCartList } from './cart';
import {
  adList,
  indexPicture,
  modeList,
  productFindList,
  productList,
  secondShopModeList,
  secondShopProductList,
} from './catalogue';
import { deleteOrder, orderList, saveOrder } from './orders';
import { redirectPay, wxCheck, wxPay } from './payment';
import { createReceipt, editReceipt, getReceipt } from './afterSales/receipts';

export const shopEndpoints: readonly Endpoint[] = [
  productFindList,
  productList,
  modeList,
  indexPicture,
  adList,
  secondShopModeList,
  secondShopProductList,
  saveShoppingCart,
  shoppingCartList,
  shoppingCartDelete,
  addressList,
  saveAddress,
  deleteAddress,
  saveOrder,
  redirectPay,
  wxPay,
  wxCheck,
  orderList,
  deleteOrder,
  returnPay,
  wuliuFormGet,
  wlForm,
  createReceipt,
  editReceipt,
  getReceipt,
];

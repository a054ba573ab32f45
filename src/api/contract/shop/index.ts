import type { Endpoint } from '../endpoint.ts';
import { addressList, deleteAddress, saveAddress } from './addresses.ts';
import { returnPay, wlForm, wuliuFormGet } from './afterSales.ts';
import { saveShoppingCart, shoppingCartDelete, shoppingCartList } from './cart.ts';
import {
  adList,
  indexPicture,
  modeList,
  productFindList,
  productList,
  secondShopModeList,
  secondShopProductList,
} from './catalogue.ts';
import { deleteOrder, orderList, saveOrder } from './orders.ts';
import { redirectPay, wxCheck, wxPay } from './payment.ts';
import { createReceipt, editReceipt, getReceipt } from './receipts.ts';

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
